// When work that the first screen does not need may start. Fetching Firebase (about 80 kB) or
// a below-the-fold section's chunk while the page is still downloading its own script and hero
// picture delays the first paint on a slow phone; waiting for that paint costs one frame.
const fallbackMs = 3000;

let firstPaint: Promise<void> | undefined;

/**
 * Resolves after the document's first contentful paint, whatever it was (the route spinner
 * counts): for what a route loader may itself need, such as the auth state.
 */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const done = () => setTimeout(resolve, 0);
    const canObserve =
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!canObserve || performance.getEntriesByName('first-contentful-paint').length) {
      done();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A tab opened in the background paints only once shown: do not wait for ever.
    setTimeout(done, fallbackMs);
  });
  return firstPaint;
}

let pagePainted = false;
let markPage: () => void = () => {};
const pagePaint = new Promise<void>((resolve) => {
  markPage = () => {
    pagePainted = true;
    resolve();
  };
});

/** Whether the first page (the layout with its route) has been painted. */
export const hasPagePainted = () => pagePainted;

let watching = false;

/**
 * Called by the root layout after its first render with a page. The page counts as painted at
 * the frame after the next one (the first holds the render), at the user's first input, or
 * after 3 s (a background tab runs no frames), whichever comes first. Not at the page's
 * largest contentful paint: a page whose content is no larger than what the frame showed
 * before it reports none, and then what waits here (the signed-in live notices) waited 3 s.
 */
export function pageRendered(): void {
  if (pagePainted || watching) return;
  watching = true;
  if (typeof requestAnimationFrame !== 'undefined')
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(markPage, 0)));
  else markPage();
  for (const type of ['pointerdown', 'keydown', 'scroll'])
    addEventListener(type, markPage, { once: true, passive: true });
  setTimeout(markPage, fallbackMs);
}

/**
 * Resolves once the first page, the layout with its route's content, has been painted; at
 * once on later navigations. For data and chunks below the first screen. Never await it in a
 * route loader: the page it waits for renders only after the loaders (3 s fallback).
 */
export function afterPagePaint(): Promise<void> {
  // Prerendering at build time (entry-server.tsx): nothing is painted there, and what waits
  // for the paint (data, chunks) is the browser's to load.
  if (typeof window === 'undefined') return new Promise<void>(() => {});
  if (!pagePainted) setTimeout(markPage, fallbackMs);
  return pagePaint;
}
