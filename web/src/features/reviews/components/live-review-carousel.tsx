// Loaded by the reviews body for a signed-in user: reactfire and the full Firestore SDK come
// with this chunk only (decision 002). The carousel follows the reviews as they are now: new
// ones in, ones an operator hid or their author deleted out.
import type { Review } from '@shared';
import { LiveRoot } from '@/lib/data/live-root';
import { useLiveReviews } from '../api/use-live-reviews';
import { ReviewCarousel } from './review-carousel';
import { loadCatalog } from '@/lib/i18n';

// This module's texts in the page's language, before it is used (decision 210).
await loadCatalog(import.meta.glob('../../../locales/live-review-carousel/*.po'));

interface Props {
  loaded: Review[];
  showId: string | null;
}

function LiveCarousel({ loaded, showId }: Props) {
  return <ReviewCarousel reviews={useLiveReviews(loaded)} showId={showId} />;
}

export default function LiveReviewCarousel({ loaded, showId }: Props) {
  return (
    <LiveRoot fallback={<ReviewCarousel reviews={loaded} showId={showId} />}>
      {() => <LiveCarousel loaded={loaded} showId={showId} />}
    </LiveRoot>
  );
}
