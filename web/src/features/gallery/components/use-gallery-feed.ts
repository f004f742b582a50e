import { useCallback, useEffect, useState } from 'react';
import type { GalleryEntry } from '@shared';
import { getGallery, type GalleryCursor } from '../api/get-gallery';

type Status = 'loading' | 'ready' | 'error';

export interface GalleryFeed {
  status: Status;
  entries: GalleryEntry[];
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  retry: () => void;
  loadMore: () => void;
  /** Shows an entry the user just posted at the top, without reading the list again. */
  prepend: (entry: GalleryEntry) => void;
}

/** The gallery, read one page at a time (newest first) when the page opens and on 'Load more'. */
export function useGalleryFeed(): GalleryFeed {
  const [status, setStatus] = useState<Status>('loading');
  const [entries, setEntries] = useState<GalleryEntry[]>([]);
  const [next, setNext] = useState<GalleryCursor | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getGallery().then(
      (page) => {
        if (!current) return;
        // Entries posted while the first page loaded stay on top.
        setEntries((posted) => merge(posted, page.entries));
        setNext(page.next);
        setStatus('ready');
      },
      (error: unknown) => {
        if (!current) return;
        console.error('Loading the gallery failed', error);
        setStatus('error');
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  const loadMore = useCallback(() => {
    if (!next || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    getGallery(next)
      .then((page) => {
        setEntries((shown) => merge(shown, page.entries));
        setNext(page.next);
      })
      .catch((error: unknown) => {
        console.error('Loading more of the gallery failed', error);
        setMoreFailed(true);
      })
      .finally(() => setLoadingMore(false));
  }, [next, loadingMore]);

  const prepend = useCallback((entry: GalleryEntry) => {
    setEntries((shown) => merge([entry], shown));
  }, []);

  return {
    status,
    entries,
    hasMore: next !== null,
    loadingMore,
    moreFailed,
    retry,
    loadMore,
    prepend,
  };
}

/** `first` then `then`, each entry once. */
function merge(first: GalleryEntry[], then: GalleryEntry[]): GalleryEntry[] {
  const seen = new Set(first.map((entry) => entry._id));
  return [...first, ...then.filter((entry) => !seen.has(entry._id))];
}
