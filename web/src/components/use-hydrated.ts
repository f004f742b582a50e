import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders a page on the server (the build's prerender) and while it hydrates
 * that HTML in the browser; true on the render right after, and on every later mount. What
 * only the browser knows (the remembered user, data still on its way) waits for it, so the
 * hydrating render is exactly the prerendered HTML: no hydration error (decision 110).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
