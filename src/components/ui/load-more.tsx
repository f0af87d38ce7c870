import { Spinner } from './spinner';

interface LoadMoreProps {
  /** SPEC §2: shown while the total exceeds what is loaded. */
  visible: boolean;
  loading: boolean;
  failed?: boolean;
  onLoadMore: () => void;
  /** The button, for focus to leave it for the new items (use-focus-new-items.ts). */
  buttonRef?: React.Ref<HTMLButtonElement>;
}

/** The shared 'Load More' control of every paged list. */
export function LoadMore({
  visible,
  loading,
  failed = false,
  onLoadMore,
  buttonRef,
}: LoadMoreProps) {
  if (!visible) return null;
  return (
    <div className="mt-4 flex flex-col items-start gap-2">
      {failed && (
        <p role="alert" className="text-sm text-danger">
          Could not load more. Try again.
        </p>
      )}
      <button
        ref={buttonRef}
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
