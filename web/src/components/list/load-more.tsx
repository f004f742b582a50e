import { Trans } from '@lingui/react/macro';

export type LoadMoreStatus = 'idle' | 'loading' | 'error';

interface Props {
  status: LoadMoreStatus;
  onLoadMore: () => void;
  /** What the list holds, for the message of a failed page: 'food', 'orders' (translated). */
  noun: string;
}

/** The visible way to the next page of a list; it spins until that page arrives. */
/** A failed page says so, and the same button retries. */
export function LoadMore({ status, onLoadMore, noun }: Props) {
  return (
    <div className="mt-10 flex flex-col items-center gap-3">
      {status === 'error' && (
        <p role="alert" className="text-sm font-medium text-error">
          <Trans>We could not load more {noun}. Check your connection and try again.</Trans>
        </p>
      )}
      <button
        type="button"
        className="btn btn-outline btn-primary min-w-40"
        onClick={onLoadMore}
        disabled={status === 'loading'}
      >
        {status === 'loading' && <span className="loading loading-spinner loading-sm" />}
        {status === 'loading' ? (
          <Trans>Loading…</Trans>
        ) : status === 'error' ? (
          <Trans>Retry</Trans>
        ) : (
          <Trans>Load more</Trans>
        )}
      </button>
    </div>
  );
}
