import { useSearchParams } from 'react-router-dom';
import { HOME_TAGS } from '@/lib/constants';
import { BlogList } from '@/components/ui/blog-list';
import { TagFilter } from './tag-filter';
import { TrendingBlogs } from './trending-blogs';
import { useHomeFeed } from './use-home-feed';

/** Only the spec's topic tags filter home (SPEC §9); anything else in the URL is ignored. */
function readTag(value: string | null): string | null {
  return value && (HOME_TAGS as readonly string[]).includes(value) ? value : null;
}

/**
 * SPEC §2 Home: latest blogs or blogs by a topic tag, plus the trending list. The tag lives in the URL
 * (?tag=tech), so Back from a blog returns to the same filter, and each choice of tag is a history entry:
 * Back undoes the filter instead of leaving home (issue 13).
 */
export function HomePage() {
  const [params, setParams] = useSearchParams();
  const tag = readTag(params.get('tag'));
  const feed = useHomeFeed(tag);

  const select = (next: string | null) =>
    setParams(next ? { tag: next } : {}, { preventScrollReset: true });

  return (
    <div className="mx-auto grid w-full max-w-page gap-x-12 gap-y-10 px-[5vw] py-8 md:grid-cols-[minmax(0,1fr)_18rem] lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="home-heading" className="min-w-0">
        <h1 id="home-heading" className="mb-5 text-3xl font-semibold capitalize">
          {tag ? `Blogs about ${tag}` : 'Latest Blogs'}
        </h1>
        <div className="mb-8">
          <TagFilter active={tag} onSelect={select} />
        </div>
        <BlogList list={feed} />
      </section>
      <aside className="min-w-0 border-line md:border-l md:pl-8">
        <TrendingBlogs />
      </aside>
    </div>
  );
}
