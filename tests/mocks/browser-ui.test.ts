import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpHandler } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { mountDemoInbox } from '@/mocks/browser-ui/demo-inbox';
import { MOCK_ROOT_ID, mountMockRoot } from '@/mocks/browser-ui/mock-root';
import { mountResetControl } from '@/mocks/browser-ui/reset-control';
import { server } from '@/mocks/node';
import { clearSnapshot, restoreSnapshot, saveSnapshot, SNAPSHOT_KEY } from '@/mocks/persistence';
import { createStore } from '@/mocks/store/store';
import { verificationEmail } from '@/mocks/store/emails';

afterEach(() => {
  document.getElementById(MOCK_ROOT_ID)?.remove();
  window.localStorage.clear();
});

describe('the Demo inbox (browser host)', () => {
  it('shows each new email with its code in a labelled region outside #root, until dismissed', async () => {
    const store = createStore({ assetBaseUrl: 'http://localhost' });
    const root = mountMockRoot();
    expect(root.parentElement).toBe(document.body);
    mountDemoInbox(root, store);
    expect(screen.queryByRole('region', { name: 'Demo inbox' })).toBeNull();

    const user = store.db.users[0];
    if (!user) throw new Error('no seed user');
    store.sendEmail(verificationEmail(user, '123456'));
    const inbox = screen.getByRole('region', { name: 'Demo inbox' });
    expect(within(inbox).getByText('123456')).toBeVisible();
    expect(within(inbox).getByRole('status')).toHaveTextContent('Verification code 123456');
    expect(within(inbox).getByRole('button', { name: 'Copy verification code' })).toBeVisible();

    await userEvent.click(within(inbox).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Demo inbox' })).toBeNull();
    store.sendEmail({
      ...verificationEmail(user, '654321'),
      kind: 'new-password',
      code: undefined,
      password: 'NewPass123',
    });
    expect(screen.getByRole('region', { name: 'Demo inbox' })).toHaveTextContent(
      'New password: NewPass123',
    );
    expect(screen.queryByText('123456')).toBeNull();
  });

  it('offers a reset button that asks first', async () => {
    const reset = vi.fn();
    mountResetControl(mountMockRoot(), reset);
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const button = screen.getByRole('button', { name: 'Reset demo data' });
    await userEvent.click(button);
    expect(reset).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(reset).toHaveBeenCalledOnce();
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});

describe('localStorage persistence', () => {
  it('round-trips the store and falls back to the seed when the snapshot is corrupt', () => {
    const store = createStore({ assetBaseUrl: 'http://localhost' });
    store.db.blogs[0]!.title = 'Persisted title';
    saveSnapshot(store);
    const reloaded = createStore({ assetBaseUrl: 'http://localhost' });
    restoreSnapshot(reloaded);
    expect(reloaded.db.blogs[0]?.title).toBe('Persisted title');

    window.localStorage.setItem(SNAPSHOT_KEY, '{not json');
    const fresh = createStore({ assetBaseUrl: 'http://localhost' });
    restoreSnapshot(fresh);
    expect(fresh.db.blogs[0]?.title).not.toBe('Persisted title');
    expect(window.localStorage.getItem(SNAPSHOT_KEY)).toBeNull();

    saveSnapshot(store);
    clearSnapshot();
    expect(window.localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it('ignores quota errors', () => {
    const store = createStore({ assetBaseUrl: 'http://localhost' });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveSnapshot(store)).not.toThrow();
  });
});

describe('handler coverage', () => {
  it('serves every path of src/config/endpoints.ts', () => {
    const paths = server
      .listHandlers()
      .filter((handler) => handler instanceof HttpHandler)
      .map((handler) => handler.info.header);
    for (const path of Object.values(ENDPOINTS)) {
      expect(paths.some((header) => header.endsWith(` *${path}`))).toBe(true);
    }
  });
});
