// What an operator hides in the Firebase console (contract, "Operators"): a food, review or
// gallery entry with `hidden: true` leaves every public list and page; only its author still
// sees it. Documents without the field, or with anything but exactly `true` typed by hand,
// stay visible. No query needs the field: every public list reads as before and drops what is
// hidden, refilling the page (decision 140). Pure TypeScript: the web, the facade and the
// tests share it.

/** Set by operators only; clients never write it (firestore.rules). */
export const hiddenField = 'hidden';

/** Hidden only when exactly `true`: a hand-typed `"true"` or `1` hides nothing and breaks nothing. */
export function isHidden(data: Readonly<Record<string, unknown>> | null | undefined): boolean {
  return data?.[hiddenField] === true;
}

/**
 * A document as its author sees it: marked `hidden: true` when an operator hid it. Only the
 * author's own views carry the mark; every other document keeps the shape old clients know.
 */
export type AsAuthorSees<T> = T & { hidden?: true };

export function asAuthorSees<T extends object>(
  shown: T,
  data: Readonly<Record<string, unknown>> | null | undefined,
): AsAuthorSees<T> {
  return isHidden(data) ? { ...shown, hidden: true } : shown;
}

/** Whether a list drops hidden documents: every public list does; an author's own list does not. */
export interface Visibility {
  dropHidden: boolean;
}

/**
 * Every public list's plan passes through here (foods, top sellers, search, reviews, gallery):
 * the one place that decides a list is public. Needs no index and no field.
 */
export function publicOnly<P extends object>(plan: P): P & Visibility {
  return { ...plan, dropHidden: true };
}

/** An author's own list: their hidden items stay, so the page can mark them. */
export function authorsOwn<P extends object>(plan: P): P & Visibility {
  return { ...plan, dropHidden: false };
}

interface VisiblePageRead<D> {
  /** How many documents the page shows. */
  limit: number;
  dropHidden: boolean;
  dataOf: (doc: D) => Readonly<Record<string, unknown>> | undefined;
  /** Reads up to `count` documents after `after` (null: from where the page starts). */
  read: (after: D | null, count: number) => Promise<D[]>;
}

interface VisiblePage<D> {
  docs: D[];
  /** The last document read, hidden or not: where the next page starts. */
  last: D | null;
  /** The last read was full, so there may be more. */
  more: boolean;
}

/**
 * Refills of a page after hidden documents were dropped. Each refill reads only as many as were
 * dropped, so a list without hidden documents costs exactly what it did before.
 */
export const maxRefills = 3;

/**
 * One page of a list without its hidden documents. Reads `limit`; for every hidden document
 * dropped, reads one more after the last one read (up to `maxRefills` times). Extra reads: the
 * hidden documents passed over, plus one when a refill finds the end of the list (Firestore
 * bills an empty query as one read).
 */
export async function readVisiblePage<D>({
  limit,
  dropHidden,
  dataOf,
  read,
}: VisiblePageRead<D>): Promise<VisiblePage<D>> {
  const docs: D[] = [];
  let last: D | null = null;
  let more = false;
  for (let round = 0; round <= maxRefills; round++) {
    const count = limit - docs.length;
    const batch = await read(last, count);
    for (const doc of batch) if (!dropHidden || !isHidden(dataOf(doc))) docs.push(doc);
    last = batch.at(-1) ?? last;
    more = batch.length === count;
    if (!more || docs.length === limit) break;
  }
  return { docs, last, more };
}
