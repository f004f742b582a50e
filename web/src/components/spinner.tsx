import { useLingui } from '@lingui/react/macro';

function Spinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label ?? t`Loading`}</span>
    </span>
  );
}

/** Full-page placeholder while a route (or the auth state) loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
