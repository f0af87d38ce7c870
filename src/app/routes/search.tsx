import { useParams } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';

/** SPEC §2 Search results (built by the reading issue). */
export function Component() {
  const query = useParams().query ?? '';
  return (
    <div className="mx-auto w-full max-w-page px-[5vw] py-10">
      <PageMeta title={`Search: ${query}`} />
      <h1 className="text-3xl font-semibold">Search results for “{query}”</h1>
    </div>
  );
}
