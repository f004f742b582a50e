// Public, rules-open reads (foods, reviews, gallery) over Firestore's REST `runQuery`, with
// fetch: the pages people open first show data without loading the Firebase SDK (decision
// 002). So is the signed-in user's own account document (readOwnDoc), which /allFood reads on
// every first visit. Writes, other per-user data and live listeners go through store.ts and
// live.ts.
import { hiddenField, readVisiblePage, type Visibility } from '@shared/visibility';
import { env } from '@/config/env';
import type { Cursor, DataQuery, Page, Scalar, StoredDoc, Where } from './query';

/** A Firestore REST `Value` (https://firebase.google.com/docs/firestore/reference/rest/v1/Value). */
type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { timestampValue: string }
  | { stringValue: string }
  | { referenceValue: string }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } }
  | { bytesValue: string }
  | { geoPointValue: { latitude: number; longitude: number } };

const ops: Record<Where['op'], string> = {
  '==': 'EQUAL',
  '!=': 'NOT_EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  'array-contains': 'ARRAY_CONTAINS',
  in: 'IN',
  'array-contains-any': 'ARRAY_CONTAINS_ANY',
};

const origin = env.useEmulators ? 'http://127.0.0.1:8080' : 'https://firestore.googleapis.com';
const documentsPath = `projects/${env.firebase.projectId}/databases/(default)/documents`;

function encode(value: Scalar | Scalar[]): RestValue {
  if (Array.isArray(value)) return { arrayValue: { values: value.map((v) => encode(v)) } };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
}

/** A REST value as plain data; timestamps keep the SDK's `toDate()` shape. */
function decode(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) {
    const date = new Date(value.timestampValue);
    return { toDate: () => date };
  }
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decode);
  if ('mapValue' in value) return decodeFields(value.mapValue.fields ?? {});
  if ('referenceValue' in value) return value.referenceValue;
  if ('geoPointValue' in value) return value.geoPointValue;
  if ('bytesValue' in value) return value.bytesValue;
  return null;
}

function decodeFields(fields: Record<string, RestValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, v]) => [key, decode(v)]));
}

function filterOf(where: Where) {
  return {
    fieldFilter: {
      field: { fieldPath: where.field },
      op: ops[where.op],
      value: encode(where.value),
    },
  };
}

/** A read the rules refused, with the SDK's code, so callers tell it apart as they do there. */
class RefusedRead extends Error {
  readonly code = 'permission-denied';
}

/**
 * One public document (a food, a kitchen card), or null when there is none. A document the
 * rules refuse to a visitor (one an operator hid) throws with code 'permission-denied': only
 * its author may read it, signed in (store.ts).
 */
export async function readPublicDoc(collection: string, id: string): Promise<StoredDoc | null> {
  const [stored] = await readPublicDocs(collection, [id]);
  return stored ?? null;
}

/** Public documents of one collection in one request, in the order asked; null for none. */
export function readPublicDocs(
  collection: string,
  ids: readonly string[],
): Promise<(StoredDoc | null)[]> {
  return batchGet(collection, ids, null);
}

/**
 * One document as the signed-in user reads it, with their ID token (lib/auth `idToken`), so
 * the rules judge it as theirs: their account's choices, without the Firestore SDK. Refused
 * as readPublicDoc is; null when there is none.
 */
export async function readOwnDoc(
  collection: string,
  id: string,
  idToken: string,
): Promise<StoredDoc | null> {
  const [stored] = await batchGet(collection, [id], idToken);
  return stored ?? null;
}

async function batchGet(
  collection: string,
  ids: readonly string[],
  idToken: string | null,
): Promise<(StoredDoc | null)[]> {
  if (ids.length === 0) return [];
  const nameOf = (id: string) => `${documentsPath}/${collection}/${id}`;
  // batchGet answers a missing document as data (`missing`), not as a 404 the console reports.
  const response = await fetch(`${origin}/v1/${documentsPath}:batchGet`, {
    method: 'POST',
    // A text/plain body keeps a public read a simple request: no CORS preflight, one round
    // trip. A token's header needs the preflight, as the SDK's own requests do.
    headers: {
      'Content-Type': 'text/plain',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ documents: ids.map(nameOf) }),
  });
  if (response.status === 403) throw new RefusedRead(`${collection}/${ids.join(',')}`);
  if (!response.ok) throw new Error(`Firestore read failed (${response.status})`);
  // One answer per document, in no promised order: each names its document.
  const answers = (await response.json()) as {
    found?: { name: string; fields?: Record<string, RestValue> };
  }[];
  const found = new Map(answers.flatMap(({ found }) => (found ? [[found.name, found]] : [])));
  return ids.map((id) => {
    const document = found.get(nameOf(id));
    return document ? { id, data: decodeFields(document.fields ?? {}) } : null;
  });
}

/**
 * Reads one page of a public query, after `after` (a cursor this path made). `next` is set when
 * the page is full; with `lookahead`, one document more is read so that `next` is set only when
 * there is more, and a last Load more never leads to an empty page.
 */
export async function readPublic(
  query: DataQuery,
  after?: Cursor | null,
  { lookahead = false } = {},
): Promise<Page> {
  if (after && after.path !== 'public') throw new Error('A cursor of another read path');
  const direction = query.orderBy.direction === 'asc' ? 'ASCENDING' : 'DESCENDING';
  const filters = query.where.map(filterOf);
  const structuredQuery = {
    ...(query.select
      ? { select: { fields: query.select.map((fieldPath) => ({ fieldPath })) } }
      : {}),
    from: [{ collectionId: query.collection }],
    ...(filters.length === 1
      ? { where: filters[0] }
      : filters.length > 1
        ? { where: { compositeFilter: { op: 'AND', filters } } }
        : {}),
    // The document name breaks ties, as the SDK does, so a cursor resumes exactly.
    orderBy: [
      { field: { fieldPath: query.orderBy.field }, direction },
      { field: { fieldPath: '__name__' }, direction },
    ],
    ...(after
      ? {
          startAt: {
            values: [after.value as RestValue, { referenceValue: after.id }],
            before: false,
          },
        }
      : {}),
    limit: query.limit + (lookahead ? 1 : 0),
  };
  // A text/plain body keeps this a simple request: no CORS preflight, one round trip.
  const response = await fetch(`${origin}/v1/${documentsPath}:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ structuredQuery }),
  });
  if (!response.ok) throw new Error(`Firestore query failed (${response.status})`);
  const body = (await response.json()) as {
    document?: { name: string; fields?: Record<string, RestValue> };
  }[];
  const read = body.flatMap(({ document }) => (document ? [document] : []));
  const documents = read.slice(0, query.limit);
  const last = documents.at(-1);
  const sortValue = last?.fields?.[query.orderBy.field];
  const more = lookahead ? read.length > query.limit : documents.length === query.limit;
  return {
    docs: documents.map((document) => ({
      id: document.name.slice(document.name.lastIndexOf('/') + 1),
      data: decodeFields(document.fields ?? {}),
    })),
    next: more && last && sortValue ? { path: 'public', value: sortValue, id: last.name } : null,
  };
}

/**
 * A public list as `readPublic` reads it, without what operators hid (`@shared` visibility,
 * decision 140): hidden documents are dropped and the page is refilled from the next ones,
 * reading only as many more as were dropped. The field mask gains `hidden` so it can be judged.
 */
export async function readPublicVisible(
  query: DataQuery & Visibility,
  after?: Cursor | null,
  options: { lookahead?: boolean } = {},
): Promise<Page> {
  const select = query.select ? [...query.select, hiddenField] : undefined;
  type Read = StoredDoc & { next: Cursor | null };
  const page = await readVisiblePage<Read>({
    limit: query.limit,
    dropHidden: query.dropHidden,
    dataOf: (doc) => doc.data,
    read: async (from, count) => {
      // A batch that was not full ended the list: nothing after it to read.
      if (from && !from.next) return [];
      const batch = await readPublic(
        { ...query, limit: count, ...(select ? { select } : {}) },
        from ? from.next : after,
        options,
      );
      return batch.docs.map((doc, index) => ({
        ...doc,
        next: index === batch.docs.length - 1 ? batch.next : null,
      }));
    },
  });
  return {
    docs: page.docs.map(({ id, data }) => ({ id, data })),
    next: page.more ? (page.last?.next ?? null) : null,
  };
}
