// "Load more" for a list a route loads: the route's clientLoader reads the first page, and a
// fetcher asks the same route for each next one (`?after=`), so loading, its pending state and
// its failure stay in the router's data flow.
import { useState } from 'react';
import { useFetcher } from 'react-router-dom';
import type { LoadMoreStatus } from './load-more';

/** One page of a list; `next` is where the page after it starts (opaque), or null at the end. */
export interface ListPage<T> {
  items: T[];
  next: string | null;
}

/** What a route's clientLoader answers a "Load more" fetcher: the page, or that it failed. */
type MoreResult<T> = { page: ListPage<T> } | { failed: true };

/**
 * The data of the route's own load, as its page gets it. Its clientLoader's type also holds
 * the answer to a "Load more" (readMore), but only the fetcher that asked for one gets it.
 */
export type PageData<D> = Exclude<D, MoreResult<unknown>>;

const afterParam = 'after';

/** The `after` of a "Load more" request, or null for the route's own load. */
export function moreAfter(request: Request): string | null {
  return new URL(request.url).searchParams.get(afterParam);
}

/**
 * Reads the next page for a "Load more" fetcher. A failure is an answer, not a thrown error:
 * a thrown one would replace the page with its error boundary, and the list would be lost.
 */
export async function readMore<T>(read: () => Promise<ListPage<T>>): Promise<MoreResult<T>> {
  try {
    return { page: await read() };
  } catch (error) {
    console.error('Loading more failed', error);
    return { failed: true };
  }
}

interface MorePages<T> {
  items: T[];
  hasMore: boolean;
  status: LoadMoreStatus;
  loadMore: () => void;
}

/**
 * The route's first page, then each page a "Load more" brings, each item once, without those
 * in `removed` (deleted meanwhile by this user).
 */
export function useMorePages<T extends { _id: string }>(
  first: ListPage<T>,
  removed: ReadonlySet<string> = new Set(),
): MorePages<T> {
  const fetcher = useFetcher<MoreResult<T>>();
  const [more, setMore] = useState<ListPage<T>[]>([]);
  // Each answer of the fetcher is added once, while rendering (React's way to follow a value).
  const [added, setAdded] = useState(fetcher.data);
  const answer = fetcher.data;
  if (answer !== added) {
    setAdded(answer);
    if (answer && 'page' in answer) setMore((pages) => [...pages, answer.page]);
  }

  const seen = new Set<string>(removed);
  const items: T[] = [];
  for (const item of [first, ...more].flatMap((page) => page.items)) {
    if (seen.has(item._id)) continue;
    seen.add(item._id);
    items.push(item);
  }
  const next = (more.at(-1) ?? first).next;
  return {
    items,
    hasMore: next !== null,
    status: fetcher.state !== 'idle' ? 'loading' : answer && 'failed' in answer ? 'error' : 'idle',
    loadMore: () => {
      if (!next) return;
      const url = new URL(window.location.href);
      url.searchParams.set(afterParam, next);
      void fetcher.load(url.pathname + url.search);
    },
  };
}
