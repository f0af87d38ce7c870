import { PASSWORD_MAX, PASSWORD_MIN } from './constants';

/** SPEC §5, §9: 6 to 20 characters with at least one digit, one lowercase and one uppercase letter. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /\d/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password)
  );
}
