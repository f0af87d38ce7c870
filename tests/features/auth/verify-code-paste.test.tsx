/**
 * A verification code pasted from the email (' 482913', '482 913', '482-913') is sent as its six digits: the
 * field's maxLength had cut it to ' 48291' before it was read, and the right code was refused
 * (verify-email-screen.tsx codeOf; the forms audit, decision 0062).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { codeOf } from '@/features/auth/verify-email-screen';
import { DEMO_ACCOUNTS, PENDING_SEED_CODE } from '@/mocks/seed/users';
import { renderApp } from '../../render-app';
import { recordRequests } from '../../support/sign-in-as';

const pending = DEMO_ACCOUNTS.pending;

async function openVerify() {
  const view = renderApp(`/verify-email?email=${encodeURIComponent(pending.email)}`);
  await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' }, { timeout: 3000 });
  return view;
}

describe('a verification code pasted from the email', () => {
  const grouped = `${PENDING_SEED_CODE.slice(0, 3)} ${PENDING_SEED_CODE.slice(3)}`;
  const dashed = `${PENDING_SEED_CODE.slice(0, 3)}-${PENDING_SEED_CODE.slice(3)}`;

  it.each([
    ['with the space before it', ` ${PENDING_SEED_CODE}`],
    ['grouped with a space', grouped],
    ['grouped with a dash', dashed],
  ])('%s is sent as its six digits and verifies the email', async (_, pasted) => {
    const requests = recordRequests();
    const { router } = await openVerify();
    const user = userEvent.setup();
    await user.click(screen.getByPlaceholderText('Enter 6-digit code'));
    await user.paste(pasted);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(requests.count(ENDPOINTS.verifyEmail)).toBe(1), { timeout: 3000 });
    await waitFor(
      () =>
        expect(requests.bodies(ENDPOINTS.verifyEmail)[0]).toMatchObject({
          code: PENDING_SEED_CODE,
        }),
      { timeout: 3000 },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });
});

describe('codeOf, what the code field keeps of what is typed or pasted', () => {
  it.each([
    ['482913', '482913'],
    ['48291', '48291'],
    [' 482913 ', '482913'],
    ['482 913', '482913'],
    ['482-913', '482913'],
    ['Your code is 482913.', '482913'],
    ['4829135', '482913'],
    ['abc1234', 'abc123'],
    ['', ''],
  ])('%j is kept as %j', (typed, kept) => {
    expect(codeOf(typed)).toBe(kept);
  });
});
