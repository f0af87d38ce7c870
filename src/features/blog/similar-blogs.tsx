import { lazy, Suspense, type ReactNode } from 'react';
import type { Blog } from '@/api/types';
import { BlogListSkeleton } from '@/components/ui/skeleton';

// Below the content, so not part of what the page needs to show first: its code (the cards, their entry
// animation) comes once the blog is on screen (the first-load budget, README: Performance).
const SimilarBlogsList = lazy(() =>
  import('./similar-blogs-list').then((module) => ({ default: module.SimilarBlogsList })),
);

/** The section's frame, shared by the list and its loading state. */
export function SimilarSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="similar-heading" className="mt-14">
      <h2 id="similar-heading" className="mb-8 text-2xl font-semibold">
        Similar Blogs
      </h2>
      {children}
    </section>
  );
}

/** The loading state, while the list's code or its answer is on the way. */
export function SimilarLoading() {
  return (
    <SimilarSection>
      <BlogListSkeleton count={2} label="Loading similar blogs" />
    </SimilarSection>
  );
}

/** SPEC §2 'Similar Blogs' below the content, loaded after the blog itself. */
export function SimilarBlogs({ blog }: { blog: Blog }) {
  // A blog without tags has no similar blogs: nothing to load.
  if (!blog.tags[0]) return null;
  return (
    <Suspense fallback={<SimilarLoading />}>
      <SimilarBlogsList blog={blog} />
    </Suspense>
  );
}
