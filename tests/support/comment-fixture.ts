import type { Comment } from '@/api/types';

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
