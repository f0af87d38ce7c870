import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyDownload } from '@/components/ui/lazy-download';

/** The app's one retrying loader of code (issue 24 item 4): routes and the comments panel use it. */
function setup(load: () => Promise<(props: { name: string }) => string>) {
  const reload = vi.fn((_error: unknown, asked: boolean) => asked);
  const code = lazyDownload(load, {
    Fallback: () => <p>Loading…</p>,
    Unavailable: ({ onRetry }) => (
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    ),
    reload,
  });
  return { code, reload };
}

const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('lazyDownload', () => {
  it('offline, asks for nothing and offers Retry, which downloads once online', async () => {
    online(false);
    const load = vi.fn(() => Promise.resolve(({ name }: { name: string }) => `Hello ${name}`));
    const { code } = setup(load);
    render(<code.Component name="Ada" />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    online(true);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(code.loaded()).not.toBeNull();
  });

  it('after a failed download, shows Retry; a Retry that fails again asks to reload', async () => {
    online(true);
    const load = vi.fn(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    const { code, reload } = setup(load);
    render(<code.Component name="Ada" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    expect(reload.mock.calls.map(([, asked]) => asked)).toEqual([false, true]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
