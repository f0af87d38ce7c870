import { wireSession } from '@/app/providers/session-wiring';
import { cachedRequest, clearRequestCache } from '@/lib/request-cache';
import { sessionStore } from '@/lib/session';
import { adminSession, readerSession } from '../render-app';

const router = { navigate: vi.fn(), state: { location: { pathname: '/', search: '' } } };

describe('kept answers belong to the signed-in user', () => {
  beforeEach(() => {
    clearRequestCache();
    sessionStore.signOut();
    wireSession(router);
  });

  it('keeps them while the same user stays, and forgets them on sign-in, switch and sign-out', async () => {
    let total = 0;
    const count = async () => {
      let calls = 0;
      await cachedRequest('profile:me', () => Promise.resolve(++calls), 60_000);
      total += calls;
      return total;
    };
    expect(await count()).toBe(1);
    expect(await count()).toBe(1);

    sessionStore.signIn(readerSession);
    expect(await count()).toBe(2);
    sessionStore.update({ new_notification_available: true });
    expect(await count()).toBe(2);

    sessionStore.signIn(adminSession);
    expect(await count()).toBe(3);
    sessionStore.signOut();
    expect(await count()).toBe(4);
  });
});
