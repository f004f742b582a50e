// The home page's customer reviews. This file is in the home page's first bundle, so it holds
// only the frame: the reviews are read when the section comes near the screen, and everything
// else (Swiper, the buttons, the form with zod) comes in its own chunks then.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Review } from '@shared';
import type { AppUser } from '@/lib/auth';

const loadBody = () => import('./reviews-body');
const ReviewsBody = lazy(() => loadBody().then((m) => ({ default: m.ReviewsBody })));

type Status = 'loading' | 'ready' | 'error';

interface Props {
  user: AppUser | null;
  /** True until Firebase Auth has said who is signed in. */
  authLoading: boolean;
}

/**
 * Whether the element is on screen or within about a screen of it. Swiper and the reviews'
 * read are main-thread work the first screen does not need (issue 13): they wait for it.
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

export function ReviewsSection({ user, authLoading }: Props) {
  const [status, setStatus] = useState<Status>('loading');
  const [reviews, setReviews] = useState<Review[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [ref, near] = useNearScreen();

  // Once per visit of the page (and on Retry), never on every render.
  useEffect(() => {
    if (!near) return;
    let current = true;
    void loadBody();
    import('../api/get-reviews')
      .then((api) => api.getReviews())
      .then(
        (list) => {
          if (!current) return;
          // Reviews posted meanwhile stay first.
          setReviews((mine) => [
            ...mine,
            ...list.filter((r) => !mine.some((m) => m._id === r._id)),
          ]);
          setStatus('ready');
        },
        (error: unknown) => {
          if (!current) return;
          console.error('Loading the reviews failed', error);
          setStatus('error');
        },
      );
    return () => {
      current = false;
    };
  }, [attempt, near]);

  return (
    <section ref={ref} aria-labelledby="reviews-heading" className="below-fold bg-base-100">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <p className="font-semibold tracking-widest text-primary">CUSTOMER REVIEWS</p>
          <h2 id="reviews-heading" className="mt-2 font-display text-3xl font-bold sm:text-4xl">
            What our diners say
          </h2>
        </div>
        <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
          <img
            src="/images/reviews.svg"
            alt="A smiling chef presenting a plate of food"
            width="800"
            height="800"
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-64 rounded-box sm:max-w-sm lg:max-w-md"
          />
          <div className="min-w-0">
            {status === 'loading' && reviews.length === 0 ? (
              <ReviewsSkeleton />
            ) : (
              <Suspense fallback={<ReviewsSkeleton />}>
                <ReviewsBody
                  reviews={reviews}
                  failed={status === 'error' && reviews.length === 0}
                  onRetry={() => {
                    setStatus('loading');
                    setAttempt((n) => n + 1);
                  }}
                  onPosted={(review) => setReviews((list) => [review, ...list])}
                  user={user}
                  authLoading={authLoading}
                />
              </Suspense>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function ReviewsSkeleton() {
  return (
    <div role="status" aria-label="Loading reviews">
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
