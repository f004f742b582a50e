// Loaded lazily by the reviews section for a signed-in user, once the reviews have been read:
// reactfire and the full Firestore SDK come with this chunk only (decision 075).
import { useEffect } from 'react';
import type { Review } from '@shared';
import { LiveRoot } from '@/lib/data/live-root';
import { useLiveReviews } from '../api/use-live-reviews';

function Follow({ onChange }: { onChange: (reviews: Review[]) => void }) {
  const reviews = useLiveReviews();
  useEffect(() => {
    if (reviews) onChange(reviews);
  }, [reviews, onChange]);
  return null;
}

/** Keeps the section's reviews as they are now: new ones in, hidden or deleted ones out. */
export default function LiveReviews({ onChange }: { onChange: (reviews: Review[]) => void }) {
  return <LiveRoot>{() => <Follow onChange={onChange} />}</LiveRoot>;
}
