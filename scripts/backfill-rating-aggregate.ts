// Gives every food without a numeric ratingAvg its rating aggregate, 0 until rated (decision
// 130): Top rated sorts by ratingAvg, and a query leaves out foods without it. New foods get it
// from onFoodWritten; this does it at once for foods from before ratings.
//   Emulators:  tsx scripts/backfill-rating-aggregate.ts
//   A project:  GOOGLE_APPLICATION_CREDENTIALS=key.json tsx scripts/backfill-rating-aggregate.ts --project <id>
// Writes only foods whose average is missing or damaged, each only as it was read; safe to
// run again.
import { ratingAvgField } from '../functions/src/shared/index.js';
import { storedAggregate } from '../functions/src/ratings/aggregate.js';
import { backfill } from './backfill.js';

await backfill(
  'foods',
  (doc) => {
    const average: unknown = doc.get(ratingAvgField);
    if (typeof average === 'number' && Number.isFinite(average)) return null;
    // Over the version read: a rating counted meanwhile has written a valid aggregate.
    return doc.updateTime
      ? {
          data: { ...storedAggregate(doc.data()) },
          precondition: { lastUpdateTime: doc.updateTime },
        }
      : null;
  },
  { noun: 'foods', done: 'given a rating aggregate' },
);
