import { closeBidi } from '@/config/bidi';
import { siteNameOf } from '@/config/site';

/**
 * SPEC §9 business constants and limits, in one place. Tests import these rather than repeating them. A few
 * are SPEC's table only, met where they are kept: the breakpoints (and the tabs' underline width) by
 * tailwind.config.ts's screens, the embed's 450 ms by @editorjs/embed's own debounce, Similar Blogs' 6 by the
 * call that asks for them (src/api/blogs.ts: the API layer imports nothing of the app's), the comment indent
 * factor not at all (decision 0050).
 */

export const SITE_NAME = siteNameOf(import.meta.env.VITE_SITE_NAME);

/**
 * A page's title in the tab: its own, with what a writer's text left open closed (src/config/bidi.ts), then
 * the site's name. Here, beside the name, so the closing comes with the first load every page has (decision 0063).
 */
export const siteTitle = (title: string) => `${closeBidi(title)} | ${SITE_NAME}`;

export const DESCRIPTION_MAX = 200;
export const BIO_MAX = 150;
export const USERNAME_MIN = 3;
export const FULLNAME_MIN = 3;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const VERIFICATION_CODE_LENGTH = 6;
export const MAX_TAGS = 10;

export const HOME_TAGS = ['events', 'tech', 'finance', 'travel'] as const;
export const SIMILAR_BLOGS_LIMIT = 6;

export const HEADER_LEVELS = [2, 3] as const;
export const DEFAULT_HEADER_LEVEL = 2;

export const REDIRECT_AFTER_SAVE_MS = 500;
export const DROPDOWN_CLOSE_DELAY_MS = 200;
export const EMBED_LOADING_DEBOUNCE_MS = 450;

export const TOAST_LIMIT = 20;
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  /** Loading toasts stay until dismissed. */
  loading: Infinity,
} as const;
export const TOAST_MAX_WIDTH = '350px';
export const EDITOR_NOTIFICATION_MS = 8000;

export const MOBILE_BREAKPOINT_PX = 650;
export const TAB_UNDERLINE_MIN_PX = 766;

export const REPLY_INDENT_PX = 10;
export const COMMENT_INDENT_FACTOR = 4;
export const ENTRY_ANIMATION_DELAY_S = 0.08;
export const MANAGE_LIST_ANIMATION_DELAY_S = 0.04;

export const NOTIFICATION_FILTERS = ['all', 'like', 'comment', 'reply'] as const;

export const READING_WORDS_PER_MINUTE = 200;

export const AUTHOR_URL = 'https://github.com/inkwell-blog';
export const EXTERNAL_COOKIE_POLICY_URL = 'https://www.allaboutcookies.org/cookies/';
