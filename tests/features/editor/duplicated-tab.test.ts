/**
 * A tab the browser duplicates copies sessionStorage, the editor's writing session with it: sharing it, the
 * two tabs would write one copy and each overwrite the other's unsaved work. A page marks its session live
 * until it goes (docs/decisions/0054); a page that finds it live is a duplicate and takes its own. A reload,
 * whose page before it has gone, keeps its session and so finds its own copy.
 */
const load = async () => {
  vi.resetModules();
  return (await import('@/features/editor/local-copy')).tabSession;
};
const leave = () => window.dispatchEvent(new Event('pagehide'));

describe('a tab’s writing session', () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept by a reload: the page before it has gone', async () => {
    const first = (await load())();
    leave();
    expect((await load())()).toBe(first);
  });

  it('is not shared by a duplicate of a page still open', async () => {
    const first = (await load())();
    // A new page over this sessionStorage, while the page before has not gone: what a duplicated tab is.
    const second = (await load())();
    expect(second).not.toBe(first);
    // The duplicate's own reload keeps the duplicate's session.
    leave();
    expect((await load())()).toBe(second);
  });

  it('is live again when the page comes back from the back/forward cache', async () => {
    const first = (await load())();
    leave();
    const restored = new Event('pageshow') as Event & { persisted?: boolean };
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    // A duplicate made now is told apart again.
    expect((await load())()).not.toBe(first);
  });
});
