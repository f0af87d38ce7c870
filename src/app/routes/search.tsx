import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { SearchPage } from '@/features/search/search-page';
import { searchQueryOf } from '@/lib/paths';
import { NotFound } from './not-found';

/** SPEC §2 Search results; a new query starts with fresh tabs and lists. */
export function Component() {
  // Read by the one route matcher, as the server's first view reads it (src/lib/paths.ts).
  const query = searchQueryOf(useLocation().pathname);
  // The navbar never searches for blank text (SPEC §2); a hand-made /search/%20 has nothing to show.
  if (!query) return <NotFound />;
  return (
    <>
      <PageMeta
        title={`Search: ${query}`}
        description={`Blogs and accounts matching “${query}”.`}
      />
      <SearchPage key={query} query={query} />
    </>
  );
}
