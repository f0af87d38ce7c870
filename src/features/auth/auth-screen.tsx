import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { formToast, toast } from '@/lib/toast';
import { signIn, signUp } from '@/api/auth';
import { errorText } from '@/api/errors';
import { PasswordInput } from '@/components/ui/password-input';
import { BusyButton, TextField, useFieldProblem } from '@/components/ui/text-field';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/lib/paths';
import { sessionStore } from '@/lib/session';
import { GoogleButton } from './google-button';
import type { SignInOut } from './use-google-sign-in';
import { returnPath, returnState } from '@/lib/return-to';
import { authProblem, type AuthMode, type AuthValues } from './rules';

export const AUTH_TEXTS = {
  fallback: 'Error during auth',
  notVerified: 'Please verify your email before signing in.',
  signedUp: 'Sign up successful. Check your email!',
  /**
   * SPEC §8's sign-up toast, where the server signs the new account in at once (most of the family's servers:
   * API-CONTRACT.md): there is no email to check (docs/decisions/0054).
   */
  signedUpIn: 'Sign up successful.',
} as const;

/** Both modes are one form: its newest message replaces the one before (issue 13). */
const AUTH_TOAST = formToast('auth');

/**
 * SPEC §2 Authentication screen: one screen, two modes. Validation first (SPEC §5, toasts), then the call
 * chosen by the mode. A signed-in user leaves through the route guard, which also returns them to the page
 * they came from (router state `from`); the links between the auth screens, and the way through verifying
 * an email, keep carrying it.
 */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const navigate = useNavigate();
  const from = returnPath(useLocation().state);
  const carry = returnState(from);
  const [values, setValues] = useState<AuthValues>({ fullname: '', email: '', password: '' });
  // One sign-in at a time: email or Google (a later answer would replace the session the first made).
  const [out, setOut] = useState<SignInOut>(null);
  const signingUp = mode === 'signup';

  const problem = authProblem(mode, values);
  const marks = useFieldProblem(problem);
  const field = (name: keyof AuthValues) => ({
    name,
    value: values[name],
    'aria-invalid': marks.invalid(name),
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const toVerify = (email: string) =>
    navigate(paths.verifyEmail(email), { state: { email, ...carry } });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (out) return;
    if (problem) {
      marks.show(event.currentTarget, problem);
      toast.error(problem.message, AUTH_TOAST);
      return;
    }
    const email = values.email.trim();
    setOut('email');
    try {
      if (!signingUp) {
        sessionStore.signIn(await signIn({ email, password: values.password }));
        return;
      }
      const result = await signUp({
        fullname: values.fullname.trim(),
        email,
        password: values.password,
      });
      if (result.user) {
        toast.success(result.message ?? AUTH_TEXTS.signedUpIn, AUTH_TOAST);
        sessionStore.signIn(result.user);
        return;
      }
      toast.success(result.message ?? AUTH_TEXTS.signedUp, AUTH_TOAST);
      toVerify(result.email ?? email);
    } catch (error) {
      const text = errorText(error, AUTH_TEXTS.fallback);
      // SPEC §4/§8: an unverified account is sent to verify its email.
      if (text.toLowerCase().includes('not verified')) {
        toast.error(AUTH_TEXTS.notVerified, AUTH_TOAST);
        toVerify(email);
      } else {
        toast.error(text, AUTH_TOAST);
      }
    } finally {
      setOut(null);
    }
  }

  return (
    <section className="flex min-h-page items-center justify-center px-6 py-10">
      <PageMeta title={signingUp ? 'Sign up' : 'Sign in'} />
      <form noValidate onSubmit={submit} className="flex w-full max-w-sm flex-col gap-4">
        <h1 className="mb-6 text-center text-4xl font-semibold">
          {signingUp ? 'Join us today' : 'Welcome back'}
        </h1>
        {signingUp && <TextField label="Full name" autoComplete="name" {...field('fullname')} />}
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <PasswordInput
          label="Password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          {...field('password')}
        />
        {!signingUp && (
          <Link to={paths.forgotPassword()} state={carry} className="link self-end text-sm">
            Forgot Password?
          </Link>
        )}
        <BusyButton className="btn-primary mt-2 w-full" busy={out === 'email'}>
          {signingUp ? 'Sign Up' : 'Sign In'}
        </BusyButton>
        <GoogleButton gate={{ out, setOut }} />
        <p className="mt-4 text-center text-muted">
          {signingUp ? (
            <>
              Already a member?{' '}
              <Link to={paths.signIn()} state={carry} className="link text-ink">
                Sign in here
              </Link>
            </>
          ) : (
            <>
              Don&apos;t have an account?{' '}
              <Link to={paths.signUp()} state={carry} className="link text-ink">
                Join us today
              </Link>
            </>
          )}
        </p>
      </form>
    </section>
  );
}
