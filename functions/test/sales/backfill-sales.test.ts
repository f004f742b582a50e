// scripts/backfill-sales.ts on a project of its own: completed orders from before the per-day
// totals are counted into their cooks' days on each kitchen's clock, as onSaleCompleted counts
// them, and once only however often it runs.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collections, kitchenPaths } from '../../src/shared/index.js';
import { backfillProject } from '../support/emulators.js';

const { db, run: backfill } = backfillProject('backfill-sales.ts');

describe('backfill-sales', () => {
  it('counts each completed order once, on its kitchen’s day (UTC without a kitchen)', async () => {
    // Yesterday at 23:30 UTC: in Asia/Dhaka (UTC+6) it is already today.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const today = new Date(Date.parse(`${yesterday}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const completedAt = Timestamp.fromDate(new Date(`${yesterday}T23:30:00Z`));
    const order = (cook: string) => ({
      foodOwnerUid: cook,
      foodId: 'food-a',
      foodName: 'Haleem',
      buyerName: 'Bea Buyer',
      quantity: 2,
      price: 4.5,
      status: 'completed',
      completedAt,
    });
    await Promise.all([
      db.doc(kitchenPaths.kitchen('cook-dhaka')).set({ timeZone: 'Asia/Dhaka' }),
      db.doc(`${collections.orders}/dhaka-1`).set(order('cook-dhaka')),
      db.doc(`${collections.orders}/utc-1`).set(order('cook-utc')),
    ]);
    const days = async () =>
      (await db.collection(collections.salesDays).get()).docs
        .map((doc) => [doc.id, doc.get('orders'), doc.get('revenueCents')])
        .sort();
    const expected = [
      [`cook-dhaka_${today}`, 1, 900],
      [`cook-utc_${yesterday}`, 1, 900],
    ];

    const first = await backfill();
    expect(first.stdout).toContain('2 completed orders read');
    expect(await days()).toEqual(expected);
    await backfill();
    expect(await days()).toEqual(expected);
  });
});
