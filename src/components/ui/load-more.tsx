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
      {/*
        Not `disabled` while loading: a disabled button drops the keyboard's focus to <body> (out of the
        Comments dialog too), as in comment-box.tsx; the guard keeps a second press from loading again.
      */}
      <button
        ref={buttonRef}
        type="button"
        className="btn-secondary aria-disabled:cursor-wait aria-disabled:opacity-60"
        onClick={() => {
          if (!loading) onLoadMore();
        }}
        aria-disabled={loading || undefined}
        aria-busy={loading}
      >
        {loading ? <Spinner label="Loading more" /> : null}
        Load More
      </button>
    </div>
  );
}
