import { Trans, useLingui } from '@lingui/react/macro';
import type { GalleryEntry } from '@shared';
import { useMorePages } from '@/components/list/more-pages';
import type { GalleryPage } from '../api/get-gallery';
import { GalleryCard } from './gallery-card';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The route's first page of entries, then more on request; what this user just posted first. */
export function GalleryGrid({ first, posted }: { first: GalleryPage; posted: GalleryEntry[] }) {
  const { t } = useLingui();
  const pages = useMorePages({ items: [...posted, ...first.items], next: first.next });
  if (pages.items.length === 0) {
    return (
      <p className="rounded-box border border-dashed border-base-300 p-10 text-center text-base-content/70">
        <Trans>No photos yet. Share the first one with Add New.</Trans>
      </p>
    );
  }
  const failed = pages.status === 'error';
  return (
    <>
      <ul className={grid} aria-label={t`Gallery entries`}>
        {pages.items.map((entry, index) => (
          // The first row is above the fold on a desktop: no lazy loading there.
          <GalleryCard key={entry._id} entry={entry} eager={index < 3} />
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3">
        {failed && <LoadError text={t`We couldn't load more photos.`} onRetry={pages.loadMore} />}
        {pages.hasMore && !failed && (
          <button
            type="button"
            className="btn btn-outline btn-primary"
            onClick={pages.loadMore}
            disabled={pages.status === 'loading'}
          >
            {pages.status === 'loading' && <span className="loading loading-spinner loading-sm" />}
            {pages.status === 'loading' ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
          </button>
        )}
      </div>
    </>
  );
}

/** The first page failed: what happened, and Retry. */
export function GalleryLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return <LoadError text={t`We couldn't load the gallery.`} onRetry={onRetry} />;
}

export function GallerySkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the gallery`}>
      <ul className={grid} aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="card overflow-hidden border border-base-300 bg-base-100">
            <div className="skeleton aspect-[4/3] w-full rounded-none" />
            <div className="space-y-3 p-5">
              <div className="skeleton h-4 w-full" />
              <div className="skeleton h-4 w-4/5" />
              <div className="flex items-center gap-3 pt-2">
                <div className="skeleton h-9 w-9 shrink-0 rounded-full" />
                <div className="skeleton h-4 w-28" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="alert alert-error alert-soft w-full max-w-xl justify-between">
      <span>
        {text} <Trans>Check your connection and try again.</Trans>
      </span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}
