import { matchRoutes } from 'react-router-dom';
import { ROUTES, routeModules, type RouteName } from '@/config/routes';
import { paths, routePath, searchQueryOf } from '@/lib/paths';

/** The route the router picks for a URL, by the table's name. */
function routeFor(url: string): string | undefined {
  const pathname = new URL(url, 'http://x').pathname;
  const matches = matchRoutes(
    ROUTES.map((route) => ({ id: route.name, path: route.path })),
    pathname,
  );
  return matches?.at(-1)?.route.id;
}

describe('the route table (src/config/routes.ts)', () => {
  it('names every route once and writes every path once', () => {
    const names = ROUTES.map((route) => route.name);
    const patterns = ROUTES.map((route) => route.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('points every route at a screen module (and layout chunk) that exists', () => {
    const modules = new Set(
      Object.keys(import.meta.glob('/src/app/{routes,layouts}/*.tsx')).map((key) => key.slice(1)),
    );
    for (const route of ROUTES)
      for (const module of routeModules(route))
        expect(modules.has(module), `${route.name}: ${module}`).toBe(true);
  });
});

describe('the path builders (src/lib/paths.ts) derive from the table', () => {
  const built: [RouteName, string][] = [
    ['home', paths.home()],
    ['signIn', paths.signIn()],
    ['signUp', paths.signUp()],
    ['forgotPassword', paths.forgotPassword()],
    ['verifyEmail', paths.verifyEmail()],
    ['verifyEmail', paths.verifyEmail('a+b@c.co')],
    ['search', paths.search('rust & go/wasm')],
    ['profile', paths.profile('ada lovelace')],
    ['blog', paths.blog('a/b?c')],
    ['newBlog', paths.editor()],
    ['editBlog', paths.editor('x1')],
    ['manageBlogs', paths.manageBlogs()],
    ['manageBlogs', paths.manageBlogs('draft')],
    ['notifications', paths.notifications()],
    ['editProfile', paths.editProfile()],
    ['changePassword', paths.changePassword()],
    ['cookiePolicy', paths.cookiePolicy()],
    ['notFound', paths.notFound()],
  ];

  it.each(built)('builds a URL that the router matches to %s: %s', (name, url) => {
    expect(routeFor(url)).toBe(name);
  });

  it('has a builder for every route but the catch-all', () => {
    const covered = new Set(built.map(([name]) => name));
    const missing = ROUTES.filter(
      (route) => route.path !== '*' && !covered.has(route.name as RouteName),
    );
    expect(missing.map((route) => route.name)).toEqual([]);
  });

  it('encodes params and queries as before', () => {
    expect(paths.blog('a/b?c')).toBe('/blog/a%2Fb%3Fc');
    expect(paths.search('rust & go')).toBe('/search/rust%20%26%20go');
    // '.' and '..' alone would be dot segments ('/search/.' is '/search', no route): a trailing space keeps
    // them a segment, and the page reads them as typed.
    for (const dots of ['.', '..']) {
      const address = paths.search(dots);
      expect(new URL(address, 'https://inkwell.test').pathname).toBe(address);
      expect(searchQueryOf(address)).toBe(dots);
    }
    expect(paths.search('...')).toBe('/search/...');
    expect(paths.verifyEmail('a+b@c.co')).toBe('/verify-email?email=a%2Bb%40c.co');
    expect(paths.verifyEmail('')).toBe(paths.verifyEmail());
    expect(paths.manageBlogs('draft')).toBe(`${paths.manageBlogs()}?tab=draft`);
    expect(paths.editor('x1')).toBe(`${paths.editor()}/x1`);
  });

  it('refuses a route without its params, or the catch-all', () => {
    // @ts-expect-error: the compiler asks for the route's params too.
    expect(() => routePath('blog')).toThrow(/needs :blog_id/);
    // @ts-expect-error: nor does it offer the catch-all.
    expect(() => routePath('anyOther')).toThrow(/matches many addresses/);
  });
});
