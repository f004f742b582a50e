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

/** Called by the root layout once it has rendered: resolves afterPagePaint after that frame. */
export function pageRendered(): void {
  if (pagePainted) return;
  if (typeof requestAnimationFrame === 'undefined') markPage();
  else requestAnimationFrame(() => setTimeout(markPage, 0));
  setTimeout(markPage, fallbackMs);
}

/**
 * Resolves once the first page, the layout with its route's content, has been painted; at
 * once on later navigations. For data and chunks below the first screen. Never await it in a
 * route loader: the page it waits for renders only after the loaders (3 s fallback).
 */
export function afterPagePaint(): Promise<void> {
  if (!pagePainted) setTimeout(markPage, fallbackMs);
  return pagePaint;
}
