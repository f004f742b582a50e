import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useTitle } from './use-title';

/**
 * Placeholder for a page that is still being built. It shows no data, real or fake.
 * `data-coming-soon` lets `npm run bench` report the page's rows as pending.
 */
export function ComingSoon({ title }: { title: string }) {
  useTitle(title);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" data-coming-soon>
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-base-content/75">
        This page is being prepared. Please check back soon.
      </p>
      <Link to={paths.home} className="btn btn-primary mt-8">
        Back to Home
      </Link>
    </section>
  );
}
