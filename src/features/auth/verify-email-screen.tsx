import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { formToast, toast } from '@/lib/toast';
import { resendCode, verifyEmail } from '@/api/auth';
import { errorText } from '@/api/errors';
import { PageMeta } from '@/components/ui/page-meta';
import { VERIFICATION_CODE_LENGTH } from '@/lib/constants';
import { paths } from '@/lib/paths';
import { sessionStore } from '@/lib/session';
import { returnPath, returnState } from '@/lib/return-to';
import { BusyButton, useFieldProblem, type FieldProblem } from '@/components/ui/text-field';

export const VERIFY_TEXTS = {
  missingEmail: 'Missing email to verify',
  missingCode: 'Please enter the verification code',
  noResendEmail: 'No email to resend to',
  failed: 'Verification failed',
  verified: 'Email verified successfully',
  resendFailed: 'Could not resend code',
  resent: 'New code sent!',
} as const;

/** Verify and Resend answer in one toast, the newest replacing the one before (issue 13). */
const VERIFY_TOAST = formToast('verify-email');

/** SPEC §2 Verify email, with the messages of §5 and §8. */
/**
 * SPEC §4: the code is up to 6 characters. Not cut by the field (its maxLength cut a pasted ' 482913' to
 * ' 48291' before it could be read): a code pasted from the email, with spaces or a dash inside or text
 * around it, is read as its six digits; anything else is kept to 6 characters without spaces (0062).
 */
export function codeOf(typed: string): string {
  const joined = typed.replace(/(?<=\d)[\s-]+(?=\d)/g, '');
  return /\d{6}/.exec(joined)?.[0] ?? joined.replace(/\s/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

export function VerifyEmailScreen({ email }: { email: string }) {
  const navigate = useNavigate();
  // The page the reader signed up or signed in from (auth-screen.tsx), if any.
  const from = returnPath(useLocation().state);
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  // Answered after the reader went elsewhere, the answer signs them in where they are: it does not take
  // them away from the page they moved to (the late-effects audit, 0062).
  const onScreen = useRef(true);
  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
    };
  }, []);

  // An empty code marks and focuses its field, as the other forms' checks do (decision 0060).
  const problem: FieldProblem<'code'> | null = code.trim()
    ? null
    : { field: 'code', message: VERIFY_TEXTS.missingCode };
  const marks = useFieldProblem(problem);

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verifying) return;
    if (!email) return void toast.error(VERIFY_TEXTS.missingEmail, VERIFY_TOAST);
    if (problem) {
      marks.show(event.currentTarget, problem);
      return void toast.error(problem.message, VERIFY_TOAST);
    }
    setVerifying(true);
    const before = sessionStore.token();
    try {
      const result = await verifyEmail(email, code.trim());
      // Answered after the reader left, and someone signed in or out meanwhile: theirs is the session now, and
      // nothing here replaces it (the review of the day's changes, 0062).
      if (!onScreen.current && sessionStore.token() !== before) return;
      toast.success(VERIFY_TEXTS.verified, VERIFY_TOAST);
      // SPEC §4: with a user, signed in and home; without one, to sign in. Issue 13: a reader who came to
      // sign in from a page (a blog) goes back to it instead of home, as signing in would take them.
      if (result.user) {
        sessionStore.signIn(result.user);
        if (onScreen.current) navigate(from ?? paths.home(), { replace: true });
      } else if (onScreen.current) {
        navigate(paths.signIn(), { replace: true, state: returnState(from) });
      }
    } catch (error) {
      toast.error(errorText(error, VERIFY_TEXTS.failed), VERIFY_TOAST);
    } finally {
      setVerifying(false);
    }
  }

  async function resend() {
    if (resending) return;
    if (!email) return void toast.error(VERIFY_TEXTS.noResendEmail, VERIFY_TOAST);
    setResending(true);
    try {
      const result = await resendCode(email);
      toast.success(result.message ?? VERIFY_TEXTS.resent, VERIFY_TOAST);
    } catch (error) {
      toast.error(errorText(error, VERIFY_TEXTS.resendFailed), VERIFY_TOAST);
    } finally {
      setResending(false);
    }
  }

  return (
    <section className="flex min-h-page items-center justify-center px-6 py-10">
      <PageMeta title="Verify your email" />
      <form
        noValidate
        onSubmit={verify}
        className="flex w-full max-w-sm flex-col gap-4 text-center"
      >
        <h1 className="text-3xl font-semibold">Verify Your Email</h1>
        <p className="text-muted">We sent a code to {email}</p>
        <label htmlFor="verification-code" className="sr-only">
          Verification code
        </label>
        <input
          id="verification-code"
          className="input text-center text-xl tracking-[0.4em] placeholder:text-base placeholder:tracking-normal"
          inputMode="numeric"
          autoComplete="one-time-code"
          name="code"
          aria-invalid={marks.invalid('code')}
          placeholder="Enter 6-digit code"
          value={code}
          onChange={(event) => setCode(codeOf(event.target.value))}
        />
        <BusyButton className="btn-primary w-full" busy={verifying}>
          Verify
        </BusyButton>
        <p className="mt-4 text-muted">Didn&apos;t receive or your code expired?</p>
        <BusyButton
          type="button"
          className="btn-secondary self-center"
          busy={resending}
          onClick={() => void resend()}
        >
          {resending ? 'Resending...' : 'Resend Code'}
        </BusyButton>
      </form>
    </section>
  );
}
