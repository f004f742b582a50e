// Gives orders written before statuses existed `status: 'placed'` and `placedAt` (their
// createdAt), decision 070. Every reader already treats them as placed; only a query on the
// field itself (the cook's waiting count, `status == 'placed'`) cannot see them until then.
//   Emulators:  tsx scripts/backfill-order-status.ts                (demo-foodtable on :8080)
//   A project:  GOOGLE_APPLICATION_CREDENTIALS=key.json tsx scripts/backfill-order-status.ts --project <id>
// Reads each order once and writes only those without a status; safe to run again.
import { collections, statusTimeField } from '../functions/src/shared/index.js';
import { backfill } from './backfill.js';

await backfill(
  collections.orders,
  (doc) =>
    doc.get('status') !== undefined
      ? null
      : {
          data: { status: 'placed', [statusTimeField.placed]: doc.get('createdAt') ?? null },
          // Only if still without a status when written: a cook's move in between is kept.
          precondition: { lastUpdateTime: doc.updateTime },
        },
  { noun: 'orders', done: 'marked placed' },
);
