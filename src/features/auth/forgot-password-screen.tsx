import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { formToast, toast } from '@/lib/toast';
import { forgotPassword } from '@/api/auth';
import { errorText } from '@/api/errors';
import { PageMeta } from '@/components/ui/page-meta';
import { BusyButton, TextField } from '@/components/ui/text-field';
import { paths } from '@/lib/paths';
import { returnPath, returnState } from '@/lib/return-to';

export const FORGOT_TEXTS = {
  sent: 'A new password has been sent to your email!',
  failed: 'Error sending password reset email',
  done: 'A new password has been sent to your email. Please check your inbox. We recommend you log in with this new password and then change it in your settings.',
} as const;

/** The form's newest message replaces the one before (issue 13). */
const FORGOT_TOAST = formToast('forgot-password');

/** SPEC §2 Forgot password: the form, replaced by the confirmation text after success (§8 messages). */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  // Signing in from here still returns to the page the reader came to sign in from (auth-screen.tsx).
  const carry = returnState(returnPath(useLocation().state));
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  // Back where the reader came from; a direct visit has nowhere to go back to but home.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.home());
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // SPEC §5: required and of email type, checked by the browser's own validation.
    if (!event.currentTarget.reportValidity()) return;
    setBusy(true);
    try {
      await forgotPassword(email.trim());
      toast.success(FORGOT_TEXTS.sent, FORGOT_TOAST);
      setSent(true);
    } catch (error) {
      toast.error(errorText(error, FORGOT_TEXTS.failed), FORGOT_TOAST);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="flex min-h-page items-center justify-center px-6 py-10">
      <PageMeta title="Forgot password" />
      <div className="flex w-full max-w-sm flex-col gap-4">
        <h1 className="mb-4 text-center text-3xl font-semibold">Forgot Password</h1>
        {sent ? (
          // The form goes with the focus its button held: it comes here (tabIndex -1), where the news is.
          <p ref={done} role="status" tabIndex={-1} className="text-center leading-7 outline-none">
            {FORGOT_TEXTS.done}
          </p>
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-4">
            <TextField
              label="Email"
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <BusyButton className="btn-primary w-full" busy={busy}>
              Send New Password
            </BusyButton>
          </form>
        )}
        <p className="mt-4 text-center text-muted">
          {sent ? 'Try signing in again?' : 'Remember your password?'}{' '}
          <Link to={paths.signIn()} state={carry} className="link text-ink">
            Sign In
          </Link>
        </p>
        <button type="button" className="btn-ghost self-center" onClick={goBack}>
          Go Back
        </button>
      </div>
    </section>
  );
}
