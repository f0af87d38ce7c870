import { useLocation } from 'react-router-dom';
import { AuthScreen } from '@/features/auth/auth-screen';
import { paths } from '@/lib/paths';

/** SPEC §2 Authentication screen at /signin and /signup; the key resets the form between modes. */
export function Component() {
  const mode = useLocation().pathname === paths.signUp() ? 'signup' : 'signin';
  return <AuthScreen key={mode} mode={mode} />;
}
