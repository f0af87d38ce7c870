import { useParams } from 'react-router';
import { BlogPage } from '@/features/blog/blog-page';

/** SPEC §2 Blog page. The page renders its own single head component (blog-head.tsx). */
export function Component() {
  const blogId = useParams().blog_id ?? '';
  return <BlogPage key={blogId} blogId={blogId} />;
}
