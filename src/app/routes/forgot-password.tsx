import { ForgotPasswordScreen } from '@/features/auth/forgot-password-screen';

/** SPEC §2 Forgot password. */
export function Component() {
  return <ForgotPasswordScreen />;
}
