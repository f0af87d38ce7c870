import type { Blog } from '@/api/types';
import { BlogCard } from '@/components/ui/blog-card';
import { ErrorState } from '@/components/ui/error-state';
import { FadeIn } from '@/components/ui/fade-in';
import { useSimilarBlogs } from './use-blog';
import { SimilarLoading, SimilarSection } from './similar-blogs';

/** SPEC §2 'Similar Blogs' below the content; nothing shows when there are none. */
export function SimilarBlogsList({ blog }: { blog: Blog }) {
  const similar = useSimilarBlogs(blog);
  if (similar.status === 'idle') return null;
  if (similar.status === 'ready' && !similar.data.length) return null;
  if (similar.status === 'loading') return <SimilarLoading />;
  return (
    <SimilarSection>
      {similar.status === 'error' && (
        <ErrorState message="Similar blogs could not be loaded." onRetry={similar.reload} />
      )}
      {similar.status === 'ready' && (
        <ul>
          {similar.data.map((item, index) => (
            <li key={item.blog_id}>
              <FadeIn index={index}>
                <BlogCard blog={item} headingLevel={3} />
              </FadeIn>
            </li>
          ))}
        </ul>
      )}
    </SimilarSection>
  );
}
