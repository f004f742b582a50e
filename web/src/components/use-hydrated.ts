import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders a page on the server (the build's prerender) and while it hydrates
 * that HTML in the browser; true on the render right after, and on every later mount. What only
 * the browser knows (the remembered user, data still on its way) waits for it, so the
 * hydrating render is exactly the prerendered HTML: no hydration error (decision 110).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

// Whether a render of the app has committed in this browser: a component mounted after that (a
// later page) has nothing to match and draws as hydrated at once.
let committed = false;

/**
 * `useHydrated` for large parts of a page (the data sections): the switch after hydration is a
 * transition, which React draws in slices of a few milliseconds, where `useHydrated`'s is one
 * synchronous render of everything that uses it (decision 112).
 */
export function useHydratedInTransition(): boolean {
  const [hydrated, setHydrated] = useState(() => committed);
  useEffect(() => {
    committed = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/** main.tsx, when it renders a page from scratch: nothing to match, draw as hydrated at once. */
export function renderingWithoutHydration(): void {
  committed = true;
}

/** For tests that hydrate several pages in one module: the next render hydrates again. */
export function forgetHydration(): void {
  committed = false;
}
