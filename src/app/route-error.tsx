import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      error.message,
    )
  );
}

/**
 * The router's error element: a failure while loading or rendering a screen shows a message and a way out,
 * never a blank page. A screen chunk that fails to download (offline, or a new deploy) offers a reload.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPanel title="Page not found" text="The page you are looking for does not exist." />
    );
  }
  console.error(error);
  const chunk = isChunkLoadError(error);
  return (
    <ErrorPanel
      title={chunk ? 'This page could not be loaded' : 'Something went wrong'}
      text={
        chunk
          ? 'Check your connection, then try again.'
          : 'An unexpected error stopped this page. Try again, or go back home.'
      }
    />
  );
}

/**
 * `onRetry` defaults to reloading the page; `landmark` false renders it inside a layout that already has
 * its <main> (src/app/lazy-route.tsx).
 */
export function ErrorPanel({
  title,
  text,
  onRetry = () => window.location.reload(),
  landmark = true,
}: {
  title: string;
  text: string;
  onRetry?: () => void;
  landmark?: boolean;
}) {
  const Root = landmark ? 'main' : 'div';
  return (
    <Root className="mx-auto flex min-h-page max-w-reading flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold" tabIndex={-1}>
        {title}
      </h1>
      <p className="text-muted">{text}</p>
      <div className="flex gap-3">
        <button type="button" className="btn-primary" onClick={onRetry}>
          Try again
        </button>
        <Link to={paths.home()} className="btn-secondary" reloadDocument>
          Go home
        </Link>
      </div>
    </Root>
  );
}
