import type { Config } from '@react-router/dev/config';
import { join } from 'node:path';
import { addContentSecurityPolicy } from './build-tools/csp.ts';
import { routeShell } from './src/config/route-shells.ts';

// React Router's framework mode without a server (decision 110): the pages people open first
// are rendered into their HTML at build time; every other path gets the SPA fallback
// (__spa-fallback.html, Hosting's rewrite) and renders in the browser. A dish's page and its
// purchase form, opened from a link in a new tab, get a shell of their own (Hosting rewrites
// /singleFood/** and /foodPurchase/** to it): the same fallback, but its HTML names the
// route's code, so the browser fetches it with the framework's instead of after it.
export default {
  appDirectory: 'src/app',
  // Each language's build (build-tools/build.ts) renders its pages into a directory of its own.
  buildDirectory: process.env.FOODTABLE_BUILD_DIRECTORY ?? 'dist',
  ssr: false,
  prerender: ['/', '/allFood', routeShell.singleFood, routeShell.foodPurchase],
  async buildEnd({ reactRouterConfig }) {
    await addContentSecurityPolicy(join(reactRouterConfig.buildDirectory, 'client'));
  },
} satisfies Config;
