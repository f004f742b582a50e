import { Trans, useLingui } from '@lingui/react/macro';
import { useAsyncError, useRevalidator } from 'react-router-dom';

interface Props {
  /** What failed, e.g. "We could not load your orders." (translated). */
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * The contract's unobtrusive inline error: what failed, and a Retry button. Shared UI: the food
 * pages, the orders pages and any route whose loader can fail use it.
 */
export function LoadError({ message, onRetry, retrying }: Props) {
  const { t } = useLingui();
  return (
    <div role="alert" className="alert alert-error alert-soft flex flex-wrap justify-between">
      <span>
        {message ?? t`We could not load this page.`}{' '}
        <Trans>Check your connection and try again.</Trans>
      </span>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        onClick={onRetry}
        disabled={retrying}
      >
        {retrying ? <Trans>Retrying…</Trans> : <Trans>Retry</Trans>}
      </button>
    </div>
  );
}

/**
 * For <Await errorElement>: a failed promise, retried by running the loaders again, or by
 * `onRetry` when a page started the promise itself (no loader to run).
 */
export function AwaitLoadError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  console.error(error);
  return (
    <LoadError
      message={message}
      retrying={!onRetry && revalidator.state === 'loading'}
      onRetry={onRetry ?? (() => void revalidator.revalidate())}
    />
  );
}
