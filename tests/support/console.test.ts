import { allowConsoleError, stopWatchingConsoleErrors, watchConsoleErrors } from './console';

/**
 * The guard of tests/setup.ts, played inside one test: the setup is already watching, so each case ends
 * its own round with stopWatchingConsoleErrors (what the setup's afterEach would see) and starts the
 * setup's round again.
 */
describe('console.error fails a test', () => {
  afterEach(() => {
    watchConsoleErrors();
  });

  it('reports every error logged, formatted as the console prints it', () => {
    allowConsoleError(/^Boom \d$/);
    // Printed, as the guard lets every unexpected error through to the output.
    console.error('Expected by this test: %s', 'an unexpected error');
    console.error('Boom 1');
    expect(stopWatchingConsoleErrors()).toEqual(['Expected by this test: an unexpected error']);
  });

  it('counts what a test hid behind its own spy', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    console.error('Hidden');
    expect(stopWatchingConsoleErrors()).toEqual(['Hidden']);
  });

  it('forgets what the previous test allowed', () => {
    allowConsoleError(/Boom/);
    expect(stopWatchingConsoleErrors()).toEqual([]);
    watchConsoleErrors();
    const silent = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    console.error('Boom 2');
    expect(silent).toHaveBeenCalledOnce();
    expect(stopWatchingConsoleErrors()).toEqual(['Boom 2']);
  });
});
