import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Await } from 'react-router-dom';
import { requireUser } from '@/app/route-guards';
import { AwaitLoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { TableSkeleton } from '@/components/list/table-skeleton';
import { loadSales, type MySalesData } from '@/features/sales/api/load-sales';
import { MySales } from '@/features/sales/components/my-sales';
import { pageMeta } from '@/app/page-meta';
import { loadCatalog } from '@/lib/i18n';
import type { Route } from './+types/my-sales';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/my-sales/*.po'));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireUser(request);
  return { uid: user.uid, summary: loadSales(user.uid) };
}

export const meta: Route.MetaFunction = () => pageMeta(msg`My Sales`);

export default function MySalesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { uid, summary } = loaderData;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <PageHeader title={t`My sales`}>
        <Trans>
          Your completed orders of the last 30 days: revenue per day, each dish, and a CSV for your
          spreadsheet.
        </Trans>
      </PageHeader>
      <Suspense fallback={<TableSkeleton label={t`Loading your sales`} />}>
        <Await
          resolve={summary}
          errorElement={<AwaitLoadError message={t`We could not load your sales.`} />}
        >
          {(loaded: MySalesData) => <MySales {...loaded} cookUid={uid} />}
        </Await>
      </Suspense>
    </section>
  );
}
