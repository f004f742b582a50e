// How the client's code is cut into chunks (decision 220). Rolldown's own splitting makes one
// chunk per set of route modules that share a module, and the pages people open first (/ and
// /allFood) ended up fetching some thirty chunks of a few hundred bytes: each costs its imports,
// exports and compression apart. Here, the code every page runs goes together instead:
// - `framework`: React, React Router and Lingui, which every page runs;
// - `frame`: our modules the root reaches (the root is on every page, so nothing is fetched in
//   vain);
// - `listing`: our modules that both first pages reach (the dish cards, the public reads);
// - `home-parts`, `all-food-parts`: what one first page reaches beyond those;
// - what a dish's page reaches beyond those: every card on the first pages prefetches that
//   page, and React Router's prefetch inserts a `modulepreload` per chunk, all in one task of
//   the first page (its 22 chunks made that task some 70 ms longer at 4x CPU). So its modules
//   go in two chunks: `dish-parts`, those only the dish's pages reach (the dish, its purchase
//   form, its edit form), and `page-parts`, those other pages reach too (popups, the store,
//   errors), which most signed-in pages load anyway.
// The shared code (functions/src/shared) keeps Rolldown's splitting: its modules are free of
// side effects, so a page keeps only what it uses of them, which a group would undo.
import type { Rolldown } from 'vite';

const routeEntry = '?__react-router-build-client-route';
const appCode = /[\\/]web[\\/]src[\\/]/;
const rootModule = /[\\/]web[\\/]src[\\/]app[\\/]root\.tsx(\?|$)/;
const firstPages = ['home', 'all-food'];
const prefetchedFromFirstPages = 'single-food';
const dishPages = new Set(['single-food', 'food-purchase', 'update-my-list']);

/** The route modules (by file, without the extension) that reach a module by static imports. */
function routesReaching(id: string, ctx: Rolldown.ChunkingContext): Set<string> {
  const routes = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  for (const current of queue) {
    const info = ctx.getModuleInfo(current);
    if (info?.isEntry && current.endsWith(routeEntry)) {
      routes.add(/([^\\/]+)\.tsx$/.exec(current.slice(0, -routeEntry.length))?.[1] ?? current);
    }
    for (const importer of info?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return routes;
}

export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    {
      name: 'framework',
      test: /[\\/]node_modules[\\/](react|react-router|@lingui[\\/](core|react))[\\/]|preload-helper/,
      priority: 2,
    },
    {
      name(id, ctx) {
        // The stylesheet stays with the root's own chunk, which only the root's route loads. In
        // `frame` it would be a dependency of every chunk loaded later that imports from
        // `frame` (Firebase's, the store's, the live views'): React Router then writes its link
        // with a `#` so that Vite's loader adds one of its own, and the browser parses the whole
        // sheet again and restyles the page at the first such import.
        if (id.endsWith('.css') || rootModule.test(id)) return null;
        const routes = routesReaching(id, ctx);
        if (routes.has('root')) return 'frame';
        const reaching = firstPages.filter((page) => routes.has(page));
        if (reaching.length === firstPages.length) return 'listing';
        if (reaching.length === 1) return `${reaching[0]}-parts`;
        if (routes.has(prefetchedFromFirstPages))
          return [...routes].every((route) => dishPages.has(route)) ? 'dish-parts' : 'page-parts';
        return null;
      },
      test: appCode,
      // Only our modules: the packages they import keep their own chunks (Firebase, zod and
      // the other libraries a first page never loads).
      includeDependenciesRecursively: false,
    },
  ],
};
