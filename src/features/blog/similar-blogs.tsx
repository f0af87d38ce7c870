import { lazy, Suspense } from 'react';
import type { Blog } from '@/api/types';

// Below the content, so not part of what the page needs to show first: its code (the cards, their entry
// animation, the skeleton) comes once the blog is on screen (the first-load budget, README: Performance).
const SimilarBlogsList = lazy(() =>
  import('./similar-blogs-list').then((module) => ({ default: module.SimilarBlogsList })),
);

/** SPEC §2 'Similar Blogs' below the content, loaded after the blog itself. */
export function SimilarBlogs({ blog }: { blog: Blog }) {
  return (
    <Suspense fallback={null}>
      <SimilarBlogsList blog={blog} />
    </Suspense>
  );
}
