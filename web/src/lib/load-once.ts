/**
 * Code loaded with import() on first use and kept: every later call awaits the same promise,
 * which answers in a microtask. A fresh import() of a module the page already has still waits
 * for a task of the browser's module loader, queued behind React's rendering: 30-130 ms at 4×
 * CPU between a click on Purchase and its request (docs/performance.md). A load that failed
 * (a lost connection) is tried again on the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
