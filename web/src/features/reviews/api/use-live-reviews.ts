import { useMemo } from 'react';
import { reviewFromDocument } from '@shared/documents';
import { reviewListPlan } from '@shared/public-lists';
import { isHidden } from '@shared/visibility';
import type { Review } from '@shared';
import { useLiveQuery } from '@/lib/data/live';

/**
 * The home page's reviews as loaded, then live, without those operators hid: a review hidden
 * in the console leaves the page within a second or two.
 */
export function useLiveReviews(loaded: Review[]): Review[] {
  const query = useMemo(() => {
    const { collection, where, orderBy, limit } = reviewListPlan();
    return { collection, where, orderBy, limit };
  }, []);
  const { status, data } = useLiveQuery(query);
  return useMemo(
    () =>
      status === 'success'
        ? data
            .filter((doc) => !isHidden(doc.data))
            .map((doc) => reviewFromDocument(doc.id, doc.data))
        : loaded,
    [status, data, loaded],
  );
}
