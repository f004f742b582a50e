// Public, rules-open reads (foods, reviews) over Firestore's REST `runQuery`, with fetch: the
// pages people open first show data without loading the Firebase SDK (decision 085). Writes,
// per-user data and live listeners keep the SDK (lib/firebase.ts).
import { env } from '@/config/env';

/** A Firestore REST `Value` (https://firebase.google.com/docs/firestore/reference/rest/v1/Value). */
export type RestValue =
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

/** A timestamp as the SDK hands it out, so one decoder serves documents from either path. */
export interface TimestampLike {
  toDate: () => Date;
}

export type Scalar = string | number | boolean;

export interface RestWhere {
  field: string;
  op: '==' | '<' | '<=' | '>' | '>=' | '!=' | 'array-contains' | 'in' | 'array-contains-any';
  value: Scalar | Scalar[];
}

/** Where the next page starts: the orderBy value and the name of the last document read. */
export interface RestCursor {
  value: RestValue;
  name: string;
}

export interface RestQuery {
  collection: string;
  where: RestWhere[];
  orderBy: { field: string; direction: 'asc' | 'desc' };
  limit: number;
  after?: RestCursor | null | undefined;
  /** Only these fields come back (a field mask): derived fields such as searchTerms stay home. */
  select?: readonly string[];
}

export interface RestDocument {
  id: string;
  name: string;
  data: Record<string, unknown>;
  fields: Record<string, RestValue>;
}

const ops: Record<RestWhere['op'], string> = {
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
export function decode(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) {
    const date = new Date(value.timestampValue);
    return { toDate: () => date } satisfies TimestampLike;
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

function filterOf(where: RestWhere) {
  return {
    fieldFilter: {
      field: { fieldPath: where.field },
      op: ops[where.op],
      value: encode(where.value),
    },
  };
}

/** Runs one bounded query; resolves with its documents in order. */
export async function runQuery(query: RestQuery): Promise<RestDocument[]> {
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
    ...(query.after
      ? {
          startAt: {
            values: [query.after.value, { referenceValue: query.after.name }],
            before: false,
          },
        }
      : {}),
    limit: query.limit,
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
  return body.flatMap(({ document }) => {
    if (!document) return [];
    const fields = document.fields ?? {};
    return [
      {
        id: document.name.slice(document.name.lastIndexOf('/') + 1),
        name: document.name,
        data: decodeFields(fields),
        fields,
      },
    ];
  });
}
