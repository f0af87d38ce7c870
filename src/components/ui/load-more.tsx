import { Spinner } from './spinner';

interface LoadMoreProps {
  /** SPEC §2: shown while the total exceeds what is loaded. */
  visible: boolean;
  loading: boolean;
  failed?: boolean;
  onLoadMore: () => void;
}

/** The shared 'Load More' control of every paged list. */
export function LoadMore({ visible, loading, failed = false, onLoadMore }: LoadMoreProps) {
  if (!visible) return null;
  return (
    <div className="mt-4 flex flex-col items-start gap-2">
      {failed && (
        <p role="alert" className="text-sm text-danger">
          Could not load more. Try again.
        </p>
      )}
      <button
        type="button"
        className="btn-secondary"
        onClick={onLoadMore}
        disabled={loading}
        aria-busy={loading}
      >
        {loading ? <Spinner label="Loading more" /> : null}
        Load More
      </button>
    </div>
  );
}
