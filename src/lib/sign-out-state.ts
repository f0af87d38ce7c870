/**
 * SPEC §4 Sign Out goes home and removes the stored user there (user-menu.tsx). The navigation carries that
 * intent in its history state, so a page guarding unsaved work (leave-guard.tsx) that holds it back and then
 * lets it go still signs out; and when the user has already agreed that their unsaved writing goes (the
 * sign-out question), the page does not ask a second time.
 */
export interface SignOutState {
  signOut: true;
  /** The user confirmed losing their unsaved writing: no page asks again. */
  discardsWork?: true;
}

export const signOutState = (confirmed: boolean): SignOutState =>
  confirmed ? { signOut: true, discardsWork: true } : { signOut: true };

export function isSigningOut(state: unknown): boolean {
  return (state as Partial<SignOutState> | null)?.signOut === true;
}

export function discardsWork(state: unknown): boolean {
  return (state as Partial<SignOutState> | null)?.discardsWork === true;
}
