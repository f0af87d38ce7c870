import { useState, type FormEvent } from 'react';
import { useSession } from '@/lib/session';
import { formToast, toast } from '@/lib/toast';
import { PasswordInput } from '@/components/ui/password-input';
import { changePasswordProblem } from './rules';
import { sayFailure, useChangePassword } from './use-settings';
import { BusyButton, useFieldProblem } from '@/components/ui/text-field';

export const PASSWORD_TEXTS = {
  updating: 'Updating....',
  updated: 'Password Updated',
  failed: 'Could not update the password. Please try again.',
} as const;

/** The form's newest message (check, progress, result) replaces the one before (issue 13). */
const PASSWORD_TOAST = formToast('change-password');

/** SPEC §2 Change password, with the rules of §5 and the messages of §8. */
export function ChangePasswordForm() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const change = useChangePassword();
  /** The account signed in with (its email), for password managers: they save the new password under it. */
  const account = useSession()?.personal_info?.email;

  const problem = changePasswordProblem(currentPassword, newPassword);
  const marks = useFieldProblem(problem);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (problem) {
      marks.show(event.currentTarget, problem);
      return void toast.error(problem.message, PASSWORD_TOAST);
    }
    setBusy(true);
    const loading = toast.loading(PASSWORD_TEXTS.updating, PASSWORD_TOAST);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      toast.success(PASSWORD_TEXTS.updated, { id: loading });
      setCurrent('');
      setNext('');
    } catch (error) {
      // The typed passwords stay, so a retry needs no retyping.
      sayFailure(error, PASSWORD_TEXTS.failed, loading);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-5">
      <h1 className="mb-2 text-2xl font-semibold">Change Password</h1>
      {/* Hidden, and never sent: the account whose password this is, named as a password manager looks for it. */}
      {account && (
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={account}
          readOnly
          hidden
          aria-hidden="true"
          tabIndex={-1}
        />
      )}
      <PasswordInput
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        aria-invalid={marks.invalid('currentPassword')}
        value={currentPassword}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <PasswordInput
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        aria-invalid={marks.invalid('newPassword')}
        value={newPassword}
        onChange={(event) => setNext(event.target.value)}
      />
      <BusyButton className="btn-primary self-start" busy={busy}>
        Change Password
      </BusyButton>
    </form>
  );
}
