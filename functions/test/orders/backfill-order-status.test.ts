// scripts/backfill-order-status.ts on a project of its own (it rewrites every order of the
// project it is given, so never the shared demo-foodtable): old orders become visible to the
// cook's waiting count; orders with a status keep it.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collections } from '../../src/shared/index.js';
import { backfillProject } from '../support/emulators.js';

const { db, run: backfill } = backfillProject('backfill-order-status.ts');

describe('backfill-order-status', () => {
  it('marks orders without a status placed at their createdAt, leaves the rest, and can run again', async () => {
    const cook = 'cook-uid';
    const createdAt = Timestamp.fromDate(new Date('2026-11-01T10:00:00Z'));
    const old = { foodOwnerUid: cook, buyerUid: 'buyer-uid', quantity: 1, createdAt };
    const orders = db.collection(collections.orders);
    await Promise.all([
      orders.doc('old-1').set(old),
      orders.doc('old-2').set(old),
      orders.doc('accepted').set({ ...old, status: 'accepted', placedAt: createdAt }),
    ]);
    const waiting = orders.where('foodOwnerUid', '==', cook).where('status', '==', 'placed');
    expect((await waiting.get()).size).toBe(0);

    const first = await backfill();
    expect(first.stdout).toContain('3 orders, 2 marked placed');
    const ids = (await waiting.get()).docs.map((doc) => doc.id).sort();
    expect(ids).toEqual(['old-1', 'old-2']);
    expect((await orders.doc('old-1').get()).get('placedAt')).toEqual(createdAt);
    expect((await orders.doc('accepted').get()).get('status')).toBe('accepted');

    const again = await backfill();
    expect(again.stdout).toContain('3 orders, 0 marked placed');
  });
});
