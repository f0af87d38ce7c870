import { httpsHost, safeImageUrl, safeUrl } from '@/lib/safe-url';

describe('safeUrl (http/https only)', () => {
  it.each(['https://github.com/me', 'http://example.com/a?b=c#d'])('accepts %s', (url) => {
    expect(safeUrl(url)).toBe(new URL(url).href);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'blob:https://example.com/123',
    'vbscript:msgbox',
    'ftp://example.com',
    '//evil.example/x',
    '/relative/path',
    'not a url',
    '',
    undefined,
    42,
  ])('refuses %s', (value) => {
    expect(safeUrl(value)).toBeNull();
  });
});

describe('safeImageUrl', () => {
  it('accepts http(s) images and paths on our own (upload) host', () => {
    expect(safeImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImageUrl('http://localhost:3001/mock-uploads/a.png')).toBe(
      'http://localhost:3001/mock-uploads/a.png',
    );
    expect(safeImageUrl('/mock-uploads/a.png')).toBe(
      `${window.location.origin}/mock-uploads/a.png`,
    );
  });

  it.each([
    'data:image/svg+xml,<svg onload=alert(1)>',
    'javascript:alert(1)',
    'blob:x',
    '//evil.example/a.png',
    '/\\evil.example',
  ])('refuses %s', (value) => {
    expect(safeImageUrl(value)).toBeNull();
  });

  // The URL parser drops tabs and line breaks and reads '\' as '/': each of these is '//evil.example/…'.
  it.each([
    '/\t/evil.example/p.png',
    '/\n/evil.example/p.png',
    '/\r/evil.example/p.png',
    '/\t\\evil.example/p.png',
  ])('refuses %j, a path that leaves our host', (value) => {
    expect(safeImageUrl(value)).toBeNull();
  });
});

describe('httpsHost', () => {
  it('answers the lower-cased host of https URLs only', () => {
    expect(httpsHost('https://WWW.YouTube.com/watch?v=x')).toBe('www.youtube.com');
    expect(httpsHost('http://www.youtube.com/watch?v=x')).toBeNull();
    expect(httpsHost('javascript:alert(1)')).toBeNull();
  });
});
