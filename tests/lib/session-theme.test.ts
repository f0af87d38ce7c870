import { act, renderHook } from '@testing-library/react';
import { sessionStore, useSession } from '@/lib/session';
import { themeStore, useTheme } from '@/lib/theme';
import { safeReturnPath } from '@/lib/paths';
import { readerSession } from '../render-app';

describe('session (SPEC §3, §4)', () => {
  afterEach(() => sessionStore.signOut());

  it('stores the signed-in user in sessionStorage under "user" and removes it on sign-out', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => sessionStore.signIn(readerSession));
    expect(result.current).toEqual(readerSession);
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toEqual(readerSession);
    act(() => sessionStore.signOut());
    expect(result.current).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it('merges fields such as the notification flag into the stored session', () => {
    sessionStore.signIn(readerSession);
    sessionStore.update({ new_notification_available: true });
    expect(JSON.parse(sessionStorage.getItem('user') ?? '{}')).toMatchObject({
      new_notification_available: true,
      username: readerSession.username,
    });
  });

  it('recovers the id of a kept session stored without one from its token (issue 23)', () => {
    const payload = btoa(JSON.stringify({ id: 'from-token' })).replace(/=+$/, '');
    const token = `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;
    sessionStorage.setItem(
      'user',
      JSON.stringify({ ...readerSession, _id: '', access_token: token }),
    );
    sessionStore.reload();
    expect(sessionStore.get()).toMatchObject({
      _id: 'from-token',
      username: readerSession.username,
    });
  });

  it('treats a corrupt stored session as signed out', () => {
    sessionStorage.setItem('user', '{not json');
    sessionStore.reload();
    expect(sessionStore.get()).toBeNull();
  });
});

describe('theme (SPEC §1)', () => {
  it('applies the theme as data-theme on <html> and stores it under "theme"', () => {
    const { result } = renderHook(() => useTheme());
    act(() => themeStore.set('dark'));
    expect(result.current).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(sessionStorage.getItem('theme')).toBe('dark');
    act(() => themeStore.toggle());
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(sessionStorage.getItem('theme')).toBe('light');
  });
});

describe('return paths after sign-in', () => {
  it.each([
    ['/dashboard/blogs?tab=draft', '/dashboard/blogs?tab=draft'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    [42, null],
  ])('accepts %s as %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
