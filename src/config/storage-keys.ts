/** SPEC §9 storage keys. Import-free: index.html's scripts (vite-plugins/) use them too. */
export const STORAGE_KEYS = {
  user: 'user',
  theme: 'theme',
  cookieConsent: 'cookie-consent',
  /** When the page last reloaded to download the app's code afresh (src/app/reload-for-fresh-code.ts). */
  reloadedForCode: 'inkwell:reloaded-for-code',
  /** Prefix of, per user id, how many notifications they had when they last saw them (issue 17, 0013). */
  notificationsSeen: 'inkwell:notifications-seen:',
  /** Prefix of, per user id, when the newest notification they have opened was made (issue 29 item 6). */
  notificationsOpened: 'inkwell:notifications-opened:',
  /** Prefix of the editor's unsaved copies, `…:{user id}:{blog id or 'new'}:{writing session}` (issue 28). */
  editorCopy: 'inkwell:editor-copy:',
  /**
   * Prefix of what a new blog's first save sent from a copy, kept until a save answers (a reload while it was
   * out loses the answer), `…{the copy's key}` (decision 0066).
   */
  editorSent: 'inkwell:editor-sent:',
  /** Prefix of issue 14's single slot per user and blog, `…:{user id}:{blog id or 'new'}`. */
  editorCopyLegacy: 'inkwell:editor-draft:',
  /** 'off' when the writer has turned off '?' as the editor's single-key shortcut (WCAG 2.1.4). */
  helpKey: 'inkwell:help-key',
  /** Prefix of, per user id, Edit profile's changes not yet updated (sessionStorage). */
  profileDraft: 'inkwell:profile-draft:',
  /** Prefix of a comment or reply being written, `…:{user id}:{blog id}:{comment id or 'comment'}` (sessionStorage). */
  commentDraft: 'inkwell:comment-draft:',
  /** Prefix of, per blog id, how this tab last saved it: 'draft' or 'published' (sessionStorage, 0062). */
  savedAs: 'inkwell:saved-as:',
} as const;
