// Everything of the reviews section below its frame: the carousel, 'Place a review' and the
// inline panel. Loaded after the first paint, with Swiper.
import { Trans, useLingui } from '@lingui/react/macro';
import { CloseButton } from '@/components/close-button';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Review } from '@shared';
import { loginPath, paths } from '@/config/paths';
import type { AppUser } from '@/lib/auth';
import { ReviewCarousel } from './review-carousel';
import { loadCatalog } from '@/lib/i18n';

// This module's texts in the page's language, before it is used (decision 210).
await loadCatalog(import.meta.glob('../../../locales/reviews-body/*.po'));

const loadForm = () => import('./review-form');
// A signed-in user's carousel follows the reviews live, in a chunk of its own.
const LiveReviewCarousel = lazy(() => import('./live-review-carousel'));
const ReviewForm = lazy(() => loadForm().then((m) => ({ default: m.ReviewForm })));

interface Props {
  reviews: Review[];
  /** The list could not be read: an inline error with Retry instead of the carousel. */
  failed: boolean;
  onRetry: () => void;
  onPosted: (review: Review) => void;
  user: AppUser | null;
  authLoading: boolean;
}

export function ReviewsBody({ reviews, failed, onRetry, onPosted, user, authLoading }: Props) {
  const [open, setOpen] = useState(false);
  const [posted, setPosted] = useState<string | null>(null);
  const panelId = useId();
  const { t } = useLingui();

  return (
    <>
      {failed ? (
        <div role="alert" className="alert alert-error alert-soft justify-between">
          <span>
            <Trans>We couldn't load the reviews. Check your connection and try again.</Trans>
          </span>
          <button type="button" className="btn btn-sm" onClick={onRetry}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : reviews.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-10 text-center text-base-content/70">
          <Trans>No reviews yet. Be the first to place one.</Trans>
        </p>
      ) : user ? (
        <Suspense fallback={<ReviewCarousel reviews={reviews} showId={posted} />}>
          <LiveReviewCarousel loaded={reviews} showId={posted} />
        </Suspense>
      ) : (
        <ReviewCarousel reviews={reviews} showId={posted} />
      )}

      <div className="mt-8 flex justify-center">
        {user ? (
          <button
            type="button"
            className="btn btn-primary"
            aria-expanded={open}
            aria-controls={panelId}
            onPointerEnter={() => void loadForm()}
            onFocus={() => void loadForm()}
            onClick={() => setOpen((value) => !value)}
          >
            <Trans>Place a review</Trans>
          </button>
        ) : authLoading ? (
          <button type="button" className="btn btn-primary" disabled>
            <Trans>Place a review</Trans>
          </button>
        ) : (
          <Link to={loginPath(paths.home)} className="btn btn-primary">
            <Trans>Place a review</Trans>
          </Link>
        )}
      </div>

      {open && user && (
        <div
          id={panelId}
          className="card mt-6 border border-base-300 bg-base-100 shadow-lg"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <div className="card-body gap-1 p-5 sm:p-6">
            <div className="flex items-center justify-between gap-4">
              <h3 className="font-display text-xl font-bold">
                <Trans>Your review</Trans>
              </h3>
              <CloseButton label={t`Close review form`} onClick={() => setOpen(false)} />
            </div>
            <Suspense fallback={<FormSkeleton />}>
              <ReviewForm
                onPosted={(review) => {
                  onPosted(review);
                  setPosted(review._id);
                  setOpen(false);
                }}
              />
            </Suspense>
          </div>
        </div>
      )}
    </>
  );
}

function FormSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the form`} className="space-y-4 py-2">
      <div className="skeleton h-10 w-full" />
      <div className="skeleton h-24 w-full" />
      <div className="skeleton h-10 w-full" />
    </div>
  );
}
