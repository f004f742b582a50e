import { Trans } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { NotFound } from '@/components/not-found';
import { paths } from '@/config/paths';

/**
 * The root error page: a 404 from a loader shows the not-found page, anything else this. Its
 * title is the root's meta (root.tsx).
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 text-center">
      <h1 className="font-display text-4xl font-bold">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="mt-3 max-w-md text-base-content/75">
        <Trans>
          We could not show this page. Please try again; if it keeps happening, come back a little
          later.
        </Trans>
      </p>
      <div className="mt-8 flex gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
        <Link to={paths.home} className="btn btn-outline" reloadDocument>
          <Trans>Back to Home</Trans>
        </Link>
      </div>
    </main>
  );
}
