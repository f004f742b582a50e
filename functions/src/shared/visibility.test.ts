import { describe, expect, it } from 'vitest';
import { isHidden, maxRefills, publicOnly, readVisiblePage } from './visibility.js';
import { foodListPlan, myFoodsPlan, topSellingPlan } from './food-queries.js';
import { galleryListPlan, reviewListPlan } from './public-lists.js';

interface Doc {
  id: number;
  hidden?: unknown;
}

/**
 * A list of `size` documents, newest first, read the way Firestore bills it: one read per
 * document returned, and one for a query that returns nothing.
 */
function list(size: number, hiddenIds: number[] = []) {
  const docs: Doc[] = Array.from({ length: size }, (_, id) =>
    hiddenIds.includes(id) ? { id, hidden: true } : { id },
  );
  const billed = { reads: 0, queries: 0 };
  const read = async (after: Doc | null, count: number) => {
    const from = after ? after.id + 1 : 0;
    const batch = docs.slice(from, from + count);
    billed.queries++;
    billed.reads += Math.max(1, batch.length);
    return batch;
  };
  return { read, billed };
}

const page = (source: ReturnType<typeof list>, limit: number, dropHidden = true) =>
  readVisiblePage<Doc>({ limit, dropHidden, dataOf: (doc) => ({ ...doc }), read: source.read });

describe('hidden', () => {
  it('is exactly true: text, numbers and a missing field hide nothing', () => {
    expect(isHidden({ hidden: true })).toBe(true);
    for (const value of [false, 'true', 1, 'yes', null, undefined, {}, ['true']])
      expect(isHidden({ hidden: value })).toBe(false);
    expect(isHidden({})).toBe(false);
    expect(isHidden(undefined)).toBe(false);
  });

  it('is dropped by every public plan, and kept in the owner’s own list', () => {
    for (const plan of [
      foodListPlan(),
      foodListPlan({ text: 'curry', category: 'Seafood' }),
      topSellingPlan(),
      reviewListPlan(),
      galleryListPlan(),
    ])
      expect(plan.dropHidden).toBe(true);
    expect(myFoodsPlan('u1').dropHidden).toBe(false);
    expect(publicOnly({ a: 1 })).toEqual({ a: 1, dropHidden: true });
  });
});

describe('readVisiblePage: what a page costs in reads', () => {
  it('costs exactly the page when nothing is hidden', async () => {
    const source = list(50);
    const result = await page(source, 12);
    expect(result.docs.map((d) => d.id)).toEqual([...Array(12).keys()]);
    expect(source.billed).toEqual({ reads: 12, queries: 1 });
    expect(result.more).toBe(true);
  });

  it('costs one more read per hidden document passed over, and fills the page', async () => {
    const source = list(50, [2, 5, 13]);
    const result = await page(source, 12);
    expect(result.docs).toHaveLength(12);
    expect(result.docs.some((d) => d.hidden === true)).toBe(false);
    // 12, then 2 for the two hidden in the first read, then 1 for the one met in the refill.
    expect(source.billed).toEqual({ reads: 15, queries: 3 });
    expect(result.last?.id).toBe(14);
  });

  it('costs one read for the empty refill at the end of the list', async () => {
    const source = list(5, [4]);
    const result = await page(source, 5);
    expect(result.docs.map((d) => d.id)).toEqual([0, 1, 2, 3]);
    expect(source.billed).toEqual({ reads: 6, queries: 2 });
    expect(result.more).toBe(false);
  });

  it('stops after a bounded number of refills, with a cursor to go on from', async () => {
    const hiddenRun = [...Array(40).keys()].slice(1);
    const source = list(60, hiddenRun);
    const result = await page(source, 6);
    expect(source.billed.queries).toBe(1 + maxRefills);
    expect(result.docs.map((d) => d.id)).toEqual([0]);
    expect(result.more).toBe(true);
    expect(result.last?.id).toBe(source.billed.reads - 1);
  });

  it('keeps hidden documents when the list does not drop them', async () => {
    const source = list(10, [1]);
    const result = await page(source, 3, false);
    expect(result.docs.map((d) => d.id)).toEqual([0, 1, 2]);
    expect(source.billed).toEqual({ reads: 3, queries: 1 });
  });
});
