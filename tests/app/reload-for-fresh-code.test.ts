import { reloadForFreshCode } from '@/app/reload-for-fresh-code';

describe('reloadForFreshCode', () => {
  const reload = vi.fn();

  beforeEach(() => {
    sessionStorage.clear();
    reload.mockReset();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/search/x', reload });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reloads once on its own, then not again at the same address within 30 s', () => {
    vi.useFakeTimers();
    expect(reloadForFreshCode(false)).toBe(true);
    expect(reloadForFreshCode(false)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(30_001);
    expect(reloadForFreshCode(false)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('always reloads when the reader asked', () => {
    expect(reloadForFreshCode(false)).toBe(true);
    expect(reloadForFreshCode(true)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads on its own for another address', () => {
    expect(reloadForFreshCode(false)).toBe(true);
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/user/y', reload });
    expect(reloadForFreshCode(false)).toBe(true);
  });

  it('does not reload on its own when storage is blocked (no guard against a loop)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(reloadForFreshCode(false)).toBe(false);
    expect(reloadForFreshCode(true)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
