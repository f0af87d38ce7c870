import { Link } from '@/components/ui/link';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/lib/paths';

/** SPEC §2: 'Page not found' with a link home, at /404 and for any unknown path. */
export function NotFound() {
  return (
    <div className="mx-auto flex min-h-page max-w-reading flex-col items-center justify-center gap-5 px-6 text-center">
      <PageMeta title="Page not found" />
      <p className="text-7xl font-bold text-muted/70" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-semibold">Page not found</h1>
      <p className="text-muted">The page you are looking for does not exist or has been moved.</p>
      <Link to={paths.home()} className="btn-primary">
        Go back home
      </Link>
    </div>
  );
}

export { NotFound as Component };
