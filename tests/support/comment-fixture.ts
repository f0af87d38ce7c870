import type { Comment } from '@/api/types';
import { store } from '@/mocks/node';
import type { BlogRecord } from '@/mocks/store/types';

/** A comment as the API answers it, named `id`; `children` are its reply ids in the order they were written. */
export function comment(id: string, children: string[] = []): Comment {
  return {
    _id: id,
    blog_id: 'the-blog',
    comment: `text of ${id}`,
    commentedAt: '2026-01-01T00:00:00.000Z',
    commented_by: { personal_info: { fullname: id, username: id, profile_img: '' } },
    children,
  };
}

/**
 * Deletes, on the server, the top-level comment a card shows (one without replies), as its writer does in
 * another tab: the comment goes, and the blog's counts with it.
 */
export function deleteElsewhere(blog: BlogRecord, card: HTMLElement): void {
  const gone = store.db.comments.find(
    (each) =>
      each.blog_id === blog._id && !each.isReply && card.textContent?.includes(each.comment),
  );
  if (!gone || gone.children.length)
    throw new Error('The card shows no top-level comment without replies');
  store.db.comments = store.db.comments.filter((each) => each._id !== gone._id);
  blog.comments = blog.comments.filter((id) => id !== gone._id);
  blog.activity.total_comments -= 1;
  blog.activity.total_parent_comments -= 1;
}
