import { Suspense, type ReactNode } from 'react';
import { useHydratedInTransition } from './use-hydrated';

/**
 * A Suspense boundary for data the browser loads after the first paint. The prerendered HTML
 * holds its fallback (the skeleton) as finished content, and the hydrating render draws the
 * same; the data's own boundary takes over on the next render. A plain <Suspense> around
 * pending data would leave an unfinished boundary in the HTML, which React reports as a
 * recoverable error when it hydrates (decision 110).
 */
export function BrowserData({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydratedInTransition();
  return <Suspense fallback={fallback}>{hydrated ? children : fallback}</Suspense>;
}
