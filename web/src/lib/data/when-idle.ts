// Live views (reactfire and the full Firestore SDK: about 135 kB to fetch and run) improve a
// page; they never hold it. Their code is imported once the browser is idle after drawing what
// the page already has, at most a second later, so its evaluation never sits between a page's
// data and the frame that shows it.
const mostMs = 1000;

export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: mostMs });
    else setTimeout(resolve, 0);
  });
}

/** `import()` of a live view's module, once the browser is idle. */
export function importLive<T>(load: () => Promise<T>): Promise<T> {
  return whenIdle().then(load);
}
