/** Every in-app URL is built here, so a route's shape lives in one place (SPEC §2). */

const enc = encodeURIComponent;

export const paths = {
  home: () => '/',
  signIn: () => '/signin',
  signUp: () => '/signup',
  forgotPassword: () => '/forgot-password',
  verifyEmail: (email?: string) => (email ? `/verify-email?email=${enc(email)}` : '/verify-email'),
  search: (query: string) => `/search/${enc(query)}`,
  profile: (username: string) => `/user/${enc(username)}`,
  blog: (blogId: string) => `/blog/${enc(blogId)}`,
  editor: (blogId?: string) => (blogId ? `/editor/${enc(blogId)}` : '/editor'),
  manageBlogs: (tab?: 'draft') => (tab ? `/dashboard/blogs?tab=${tab}` : '/dashboard/blogs'),
  notifications: () => '/dashboard/notifications',
  editProfile: () => '/settings/edit-profile',
  changePassword: () => '/settings/change-password',
  cookiePolicy: () => '/cookie-policy',
  notFound: () => '/404',
} as const;

/**
 * A return path after sign-in is accepted only when it is a same-site path: one leading slash, no scheme,
 * no protocol-relative `//host` (PITFALLS: Security).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  return value;
}
