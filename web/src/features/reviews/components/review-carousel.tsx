// The carousel proper, in its own chunk with Swiper and its styles: the home page paints first
// and loads this after.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import type { Review } from '@shared';
import { reviewAutoplayMs, reviewSpacing } from '@/config/ui';
import { Avatar } from '@/components/avatar';
import { Icon } from '@/components/icon';

// Swiper's placeholders in its screen reader messages, which it fills in itself.
const swiperIndex = '{{index}}';
const swiperCount = '{{slidesLength}}';

// Swiper's loop needs at least one slide on each side of the centred one.
const loopMinimum = 3;

interface Props {
  reviews: Review[];
  /** A review to bring to the centre (the one the user just posted). */
  showId?: string | null;
}

export function ReviewCarousel({ reviews, showId }: Props) {
  // Visitors who ask for less motion get no autoplay; they can still start it with Play.
  const [playing, setPlaying] = useState(
    () => !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const { t, i18n } = useLingui();
  const loop = reviews.length >= loopMinimum;

  useEffect(() => {
    if (!swiper || !showId) return;
    const index = reviews.findIndex((review) => review._id === showId);
    if (index >= 0) swiper.slideToLoop(index);
  }, [swiper, showId, reviews]);

  function toggle() {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  }

  return (
    <div>
      <Swiper
        // Swiper reads `loop`, whether to autoplay and its messages once, when it starts.
        key={`${loop ? 'loop' : 'rewind'} ${i18n.locale}`}
        modules={[A11y, Autoplay, Pagination]}
        onSwiper={setSwiper}
        autoplay={{
          enabled: playing,
          delay: reviewAutoplayMs,
          disableOnInteraction: false,
        }}
        centeredSlides
        spaceBetween={reviewSpacing}
        slidesPerView={1}
        loop={loop}
        rewind={!loop}
        grabCursor
        // Dynamic bullets keep twenty reviews within a phone's width at a 24 px touch pitch.
        pagination={{ clickable: true, dynamicBullets: true }}
        a11y={{
          containerMessage: t`Customer reviews`,
          slideLabelMessage: t`Review ${swiperIndex} of ${swiperCount}`,
          paginationBulletMessage: t`Show review ${swiperIndex}`,
        }}
        className="review-carousel pb-12! [--swiper-pagination-bullet-size:12px] [--swiper-pagination-bullet-horizontal-gap:6px] [--swiper-pagination-bullet-inactive-color:var(--color-base-content)] [--swiper-theme-color:var(--color-primary)]"
      >
        {reviews.map((review) => (
          <SwiperSlide key={review._id} className="h-auto!">
            <ReviewCard review={review} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="mt-2 flex items-center justify-center gap-2">
        <button
          type="button"
          className="btn btn-circle btn-ghost btn-sm"
          aria-label={t`Previous review`}
          onClick={() => swiper?.slidePrev()}
        >
          <Chevron direction="left" />
        </button>
        <button type="button" className="btn btn-outline btn-sm min-w-24" onClick={toggle}>
          {playing ? <PauseIcon /> : <PlayIcon />}
          {playing ? <Trans>Pause</Trans> : <Trans>Play</Trans>}
        </button>
        <button
          type="button"
          className="btn btn-circle btn-ghost btn-sm"
          aria-label={t`Next review`}
          onClick={() => swiper?.slideNext()}
        >
          <Chevron direction="right" />
        </button>
      </div>
    </div>
  );
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-6 sm:p-8">
        <Icon size={32} viewBox="0 0 32 32" className="text-primary/30">
          <path d="M13 8H7a3 3 0 0 0-3 3v6a3 3 0 0 0 3 3h4v1a4 4 0 0 1-4 4v3a7 7 0 0 0 7-7V10a2 2 0 0 0-1-2Zm15 0h-6a3 3 0 0 0-3 3v6a3 3 0 0 0 3 3h4v1a4 4 0 0 1-4 4v3a7 7 0 0 0 7-7V10a2 2 0 0 0-1-2Z" />
        </Icon>
        <h3 className="font-display text-xl font-bold break-words">{review.title}</h3>
        <p className="line-clamp-6 leading-relaxed break-words whitespace-pre-line text-base-content/80">
          {review.review}
        </p>
        <div className="mt-auto flex items-center gap-3 pt-3">
          <Avatar src={review.userPhoto} name={review.userName} size={48} loading="lazy" />
          <div className="min-w-0">
            <p className="truncate font-semibold">{review.userName}</p>
            <p className="text-sm text-base-content/65">
              <Trans>FoodTable diner</Trans>
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <Icon size={18} line={2} round>
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </Icon>
  );
}

function PauseIcon() {
  return (
    <Icon size={18} line={2} round>
      <path d="M9 5v14M15 5v14" />
    </Icon>
  );
}

function PlayIcon() {
  return (
    <Icon size={18} line={2} round>
      <path d="M7 5v14l11-7z" fill="currentColor" />
    </Icon>
  );
}
