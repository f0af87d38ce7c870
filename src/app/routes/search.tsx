import { useParams } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { SearchPage } from '@/features/search/search-page';

/** SPEC §2 Search results; a new query starts with fresh tabs and lists. */
export function Component() {
  const query = (useParams().query ?? '').trim();
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
