// The home page's customer reviews: the frame, then the carousel, 'Place a review' and the form
// (Swiper, zod) in a chunk of their own, loaded with the reviews.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Await, useRevalidator } from 'react-router-dom';
import type { Review } from '@shared';
import type { AppUser } from '@/lib/auth';

const ReviewsBody = lazy(() => import('./reviews-body').then((m) => ({ default: m.ReviewsBody })));

interface Props {
  /** The newest reviews (the home page's loader); undefined while the page hydrates. */
  reviews?: Promise<Review[]> | undefined;
  user: AppUser | null;
  /** True until Firebase Auth has said who is signed in. */
  authLoading: boolean;
}

/**
 * Whether the section is on screen or within about a screen of it: the carousel's code (Swiper)
 * is fetched for a visitor who comes near it, not for every visitor of the home page.
 */
function useNearScreen() {
  const ref = useRef<HTMLElement>(null);
  // Without IntersectionObserver (old browsers, jsdom) the section loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

export function ReviewsSection({ reviews, user, authLoading }: Props) {
  const [ref, near] = useNearScreen();
  const { t } = useLingui();
  // Reviews this visitor posted, first, until the loader reads them again.
  const [mine, setMine] = useState<Review[]>([]);
  const revalidator = useRevalidator();
  const body = (list: Review[], failed = false) => (
    <ReviewsBody
      reviews={[...mine, ...list.filter((r) => !mine.some((m) => m._id === r._id))]}
      failed={failed && mine.length === 0}
      onRetry={() => void revalidator.revalidate()}
      onPosted={(review) => setMine((posted) => [review, ...posted])}
      user={user}
      authLoading={authLoading}
    />
  );

  return (
    <section ref={ref} aria-labelledby="reviews-heading" className="below-fold bg-base-100">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <p className="font-semibold tracking-widest text-primary">
            <Trans>CUSTOMER REVIEWS</Trans>
          </p>
          <h2 id="reviews-heading" className="mt-2 font-display text-3xl font-bold sm:text-4xl">
            <Trans>What our diners say</Trans>
          </h2>
        </div>
        <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
          <img
            src="/images/reviews.svg"
            alt={t`A smiling chef presenting a plate of food`}
            width="800"
            height="800"
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-64 rounded-box sm:max-w-sm lg:max-w-md"
          />
          <div className="min-w-0">
            {reviews && near ? (
              <Suspense fallback={<ReviewsSkeleton />}>
                <Await resolve={reviews} errorElement={body([], true)}>
                  {(list: Review[]) => body(list)}
                </Await>
              </Suspense>
            ) : (
              <ReviewsSkeleton />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function ReviewsSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading reviews`}>
      <div className="card border border-base-300 bg-base-100" aria-hidden="true">
        <div className="card-body gap-4 p-6 sm:p-8">
          <div className="skeleton h-8 w-8" />
          <div className="skeleton h-6 w-2/3" />
          <div className="skeleton h-4 w-full" />
          <div className="skeleton h-4 w-3/4" />
          <div className="flex items-center gap-3 pt-3">
            <div className="skeleton h-12 w-12 shrink-0 rounded-full" />
            <div className="skeleton h-4 w-32" />
          </div>
        </div>
      </div>
      <div className="skeleton mx-auto mt-14 h-8 w-40" />
      <div className="skeleton mx-auto mt-8 h-10 w-36" />
    </div>
  );
}
