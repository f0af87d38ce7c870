import { wireSession } from '@/app/providers/session-wiring';
import { createQueryClient } from '@/app/query-client';
import { sessionStore } from '@/lib/session';
import { adminSession, readerSession } from '../render-app';

const router = { navigate: vi.fn(), state: { location: { pathname: '/', search: '' } } };

describe('kept answers belong to the signed-in user', () => {
  it('keeps them while the same user stays, and clears the cache on a switch and on sign-out', () => {
    sessionStore.signOut();
    const client = createQueryClient();
    wireSession(router, client);
    const kept = () => client.getQueryData<string>(['users', 'profile', 'me']);
    const keep = () => client.setQueryData(['users', 'profile', 'me'], 'answer');

    // Read signed out, it is public (what depends on the viewer is keyed by the viewer): a sign-in keeps it,
    // so the page on screen stays and a blog's read is not counted twice (docs/decisions/0059).
    keep();
    sessionStore.signIn(readerSession);
    expect(kept()).toBe('answer');

    keep();
    sessionStore.update({ new_notification_available: true });
    expect(kept()).toBe('answer');

    sessionStore.signIn(adminSession);
    expect(kept()).toBeUndefined();

    keep();
    sessionStore.signOut();
    expect(kept()).toBeUndefined();
  });
});
