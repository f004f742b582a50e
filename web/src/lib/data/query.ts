// The one shape of a read, whichever way it travels: a public REST read (public-read.ts), a
// signed-in SDK read (store.ts) or a live listener (live.ts). Features describe what they want
// with it and never see an SDK type.

export type Scalar = string | number | boolean;

export interface Where {
  field: string;
  op: '==' | '<' | '<=' | '>' | '>=' | '!=' | 'array-contains' | 'in' | 'array-contains-any';
  value: Scalar | Scalar[];
}

export interface DataQuery {
  /** A collection id, or the path of a subcollection ("kitchens/{uid}/private"). */
  collection: string;
  where: readonly Where[];
  orderBy: { field: string; direction: 'asc' | 'desc' };
  limit: number;
  /** Only these fields come back where the path supports a field mask (public reads). */
  select?: readonly string[];
}

/** A live query pages by its limit, so it needs no order (a count, say). */
export type LiveQuery = Omit<DataQuery, 'orderBy' | 'select'> & {
  orderBy?: DataQuery['orderBy'] | undefined;
};

/** A stored document: its id and fields (times keep a `toDate()`, as the SDKs hand them out). */
export interface StoredDoc {
  id: string;
  data: Record<string, unknown>;
}

/** Where the next page starts. Opaque: only the path that made it reads it. */
export interface Cursor {
  readonly path: 'public' | 'signed-in';
  readonly value: unknown;
  readonly id: string;
}

export interface Page {
  docs: StoredDoc[];
  /** Set when the page was full, so there may be more. */
  next: Cursor | null;
}

/**
 * A public read's cursor as URL-safe text, for a "Load more" request (`?after=`): a public
 * cursor is plain JSON (a REST value and a document name).
 */
export function encodeCursor(cursor: Cursor): string {
  if (cursor.path !== 'public') throw new Error('Only a public cursor travels in a URL');
  return btoa(JSON.stringify([cursor.value, cursor.id]))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** The cursor `encodeCursor` wrote, or null for anything else. */
export function decodeCursor(text: string | null): Cursor | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(atob(text.replaceAll('-', '+').replaceAll('_', '/')));
    if (!Array.isArray(value) || value.length !== 2 || typeof value[1] !== 'string') return null;
    return { path: 'public', value: value[0] as unknown, id: value[1] };
  } catch {
    return null;
  }
}
