// Every list the facade answers is one bounded page: `?limit=` (1 to 100) and
// `?after=<_id of the last item received>` to continue. Without `?limit=` a list answers 100
// items: an old client cannot page, and 100 is all it ever saw of a list in practice (decision
// 040). Lists keep the order the web shows them in, so the same composite indexes serve both.
import type { Request } from 'express';
import type {
  DocumentSnapshot,
  Query,
  QueryDocumentSnapshot,
  WhereFilterOp,
} from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { readVisiblePage } from '../shared/index.js';
import { badRequest, isDocumentId } from './http.js';

/** What a list answers when the caller does not say: an old client's whole list. */
const legacyListSize = 100;
const maxPageSize = legacyListSize;

interface Page {
  limit: number;
  after: string | null;
}

export interface ListQuery {
  collection: string;
  where: readonly { field: string; op: WhereFilterOp; value: string | boolean }[];
  orderBy: { field: string; direction: 'asc' | 'desc' };
  /** Set on every public list by `publicOnly` (shared/visibility.ts); absent: nothing dropped. */
  dropHidden?: boolean;
}

function queryText(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest({ [name]: 'Give this parameter once' });
  return value;
}

/** `?limit=` and `?after=` read and checked; without `?limit=`, an old client's whole list. */
export function pageOf(req: Request, defaultSize = legacyListSize): Page {
  const limitText = queryText(req, 'limit');
  const after = queryText(req, 'after') ?? null;
  const limit = limitText === undefined ? defaultSize : Number(limitText);
  if (limitText !== undefined && !/^\d+$/.test(limitText)) {
    throw badRequest({ limit: 'Enter a whole number' });
  }
  if (limit < 1 || limit > maxPageSize) {
    throw badRequest({ limit: `Ask for 1 to ${maxPageSize} items` });
  }
  if (after !== null && !isDocumentId(after)) throw badRequest({ after: 'Not an _id' });
  return { limit, after };
}

/**
 * One page of a list, continuing after the cursor document when there is one. A public list
 * drops what operators hid and reads on to fill the page (readVisiblePage).
 */
export async function fetchPage(list: ListQuery, page: Page): Promise<QueryDocumentSnapshot[]> {
  const collection = db.collection(list.collection);
  const query = list.where
    .reduce<Query>((q, { field, op, value }) => q.where(field, op, value), collection)
    .orderBy(list.orderBy.field, list.orderBy.direction);
  let start: DocumentSnapshot | null = null;
  if (page.after) {
    start = await collection.doc(page.after).get();
    // Continuing needs the cursor's sort value; a deleted item has none: start the list again.
    if (start.get(list.orderBy.field) === undefined) {
      throw badRequest({ after: 'That item is gone; load the list from the start' });
    }
  }
  const { docs } = await readVisiblePage<QueryDocumentSnapshot>({
    limit: page.limit,
    dropHidden: list.dropHidden ?? false,
    dataOf: (doc) => doc.data(),
    read: async (after, count) => {
      const from = after ?? start;
      return (await (from ? query.startAfter(from) : query).limit(count).get()).docs;
    },
  });
  return docs;
}
