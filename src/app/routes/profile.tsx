import { useParams } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';

/** SPEC §2 Profile; the route parameter is a username (built by the reading issue). */
export function Component() {
  const username = useParams().id ?? '';
  return (
    <div className="mx-auto w-full max-w-page px-[5vw] py-10">
      <PageMeta title={`@${username}`} />
      <h1 className="text-3xl font-semibold">@{username}</h1>
    </div>
  );
}
