/** SPEC §2 Notifications texts, verbatim, and our own failure messages (SPEC §8 only logs failures). */
export const NOTIFICATION_TEXTS = {
  heading: 'Recent Notifications',
  empty: 'Nothing available',
  like: 'liked your blog',
  comment: 'commented on',
  reply: 'replied on',
  /** SPEC §5: the reply box's visitors' text (the dashboard is signed-in only: a session that ended). */
  loginToReply: 'login first to leave a reply',
  failed: 'Your notifications could not be loaded.',
  replyFailed: 'Your reply could not be posted. It is still here: try again.',
  deleteFailed: 'This comment could not be deleted. Try again.',
} as const;
