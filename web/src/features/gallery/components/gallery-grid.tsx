import { GalleryCard } from './gallery-card';
import type { GalleryFeed } from './use-gallery-feed';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The entries, with a skeleton while the first page loads and an inline error with Retry. */
export function GalleryGrid({ feed }: { feed: GalleryFeed }) {
  if (feed.status === 'loading' && feed.entries.length === 0) return <GallerySkeleton />;
  if (feed.status === 'error' && feed.entries.length === 0) {
    return <LoadError text="We couldn't load the gallery." onRetry={feed.retry} />;
  }
  if (feed.entries.length === 0) {
    return (
      <p className="rounded-box border border-dashed border-base-300 p-10 text-center text-base-content/70">
        No photos yet. Share the first one with Add New.
      </p>
    );
  }
  return (
    <>
      <ul className={grid} aria-label="Gallery entries">
        {feed.entries.map((entry, index) => (
          // The first row is above the fold on a desktop: no lazy loading there.
          <GalleryCard key={entry._id} entry={entry} eager={index < 3} />
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3">
        {feed.moreFailed && (
          <LoadError text="We couldn't load more photos." onRetry={feed.loadMore} />
        )}
        {feed.hasMore && !feed.moreFailed && (
          <button
            type="button"
            className="btn btn-outline btn-primary"
            onClick={feed.loadMore}
            disabled={feed.loadingMore}
          >
            {feed.loadingMore && <span className="loading loading-spinner loading-sm" />}
            {feed.loadingMore ? 'Loading…' : 'Load more'}
          </button>
        )}
      </div>
    </>
  );
}

function GallerySkeleton() {
  return (
    <div role="status" aria-label="Loading the gallery">
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
      <span>{text} Check your connection and try again.</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
