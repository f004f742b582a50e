import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-8xl font-bold text-primary/75" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 font-display text-4xl font-bold">
        <Trans>Not Found!</Trans>
      </h1>
      <p className="mt-3 text-base-content/75">
        <Trans>The page you asked for is not on our menu.</Trans>
      </p>
      <Link to={paths.home} className="btn btn-primary mt-8">
        <Trans>Back to Home</Trans>
      </Link>
    </section>
  );
}
