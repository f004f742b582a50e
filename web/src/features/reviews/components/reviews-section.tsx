// The home page's customer reviews. This file is in the home page's first bundle, so it stays
// small: the reviews are read after the first paint, and the carousel (with Swiper) and the
// form (with zod) are their own chunks.
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Review } from '@shared';
import { loginPath, paths } from '@/config/paths';
import type { AppUser } from '@/lib/auth';
import { getReviews } from '../api/get-reviews';

const loadCarousel = () => import('./review-carousel');
const ReviewCarousel = lazy(() => loadCarousel().then((m) => ({ default: m.ReviewCarousel })));
const loadForm = () => import('./review-form');
const ReviewForm = lazy(() => loadForm().then((m) => ({ default: m.ReviewForm })));

type Status = 'loading' | 'ready' | 'error';

interface Props {
  user: AppUser | null;
  /** True until Firebase Auth has said who is signed in. */
  authLoading: boolean;
}

export function ReviewsSection({ user, authLoading }: Props) {
  const [status, setStatus] = useState<Status>('loading');
  const [reviews, setReviews] = useState<Review[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState(false);
  const [posted, setPosted] = useState<string | null>(null);
  const panelId = useId();

  // Once per visit of the page (and on Retry), never on every render.
  useEffect(() => {
    let current = true;
    void loadCarousel();
    getReviews().then(
      (list) => {
        if (!current) return;
        setReviews((mine) => [...mine, ...list.filter((r) => !mine.some((m) => m._id === r._id))]);
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
  }, [attempt]);

  function onPosted(review: Review) {
    setReviews((list) => [review, ...list]);
    setPosted(review._id);
    setOpen(false);
  }

  return (
    <section aria-labelledby="reviews-heading" className="bg-base-100">
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
            {status === 'error' && reviews.length === 0 ? (
              <div role="alert" className="alert alert-error alert-soft justify-between">
                <span>We couldn't load the reviews. Check your connection and try again.</span>
                <button
                  type="button"
                  className="btn btn-sm"
                  onClick={() => {
                    setStatus('loading');
                    setAttempt((n) => n + 1);
                  }}
                >
                  Retry
                </button>
              </div>
            ) : status === 'loading' && reviews.length === 0 ? (
              <CarouselSkeleton />
            ) : reviews.length === 0 ? (
              <p className="rounded-box border border-dashed border-base-300 p-10 text-center text-base-content/70">
                No reviews yet. Be the first to place one.
              </p>
            ) : (
              <Suspense fallback={<CarouselSkeleton />}>
                <ReviewCarousel reviews={reviews} showId={posted} />
              </Suspense>
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
                  Place a review
                </button>
              ) : authLoading ? (
                <button type="button" className="btn btn-primary" disabled>
                  Place a review
                </button>
              ) : (
                <Link to={loginPath(paths.home)} className="btn btn-primary">
                  Place a review
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
                    <h3 className="font-display text-xl font-bold">Your review</h3>
                    <button
                      type="button"
                      className="btn btn-circle btn-ghost btn-sm"
                      aria-label="Close review form"
                      onClick={() => setOpen(false)}
                    >
                      <svg
                        viewBox="0 0 24 24"
                        width="20"
                        height="20"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                        aria-hidden="true"
                      >
                        <path d="M6 6l12 12M18 6 6 18" />
                      </svg>
                    </button>
                  </div>
                  <Suspense fallback={<FormSkeleton />}>
                    <ReviewForm user={user} onPosted={onPosted} />
                  </Suspense>
                </div>
              </div>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function CarouselSkeleton() {
  return (
    <div role="status" aria-label="Loading reviews">
      <div className="card border border-base-300 bg-base-100" aria-hidden="true">
        <div className="card-body gap-4 p-6 sm:p-8">
          <div className="skeleton h-8 w-8" />
          <div className="skeleton h-6 w-2/3" />
          <div className="space-y-2">
            <div className="skeleton h-4 w-full" />
            <div className="skeleton h-4 w-full" />
            <div className="skeleton h-4 w-3/4" />
          </div>
          <div className="flex items-center gap-3 pt-3">
            <div className="skeleton h-12 w-12 shrink-0 rounded-full" />
            <div className="skeleton h-4 w-32" />
          </div>
        </div>
      </div>
      <div className="mt-14 flex justify-center">
        <div className="skeleton h-8 w-40" />
      </div>
    </div>
  );
}

function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading the form" className="space-y-4 py-2">
      <div className="skeleton h-10 w-full" />
      <div className="skeleton h-24 w-full" />
      <div className="skeleton h-10 w-full" />
    </div>
  );
}
