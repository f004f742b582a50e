import type { Config } from '@react-router/dev/config';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withContentSecurityPolicy } from './build-tools/csp.ts';
import { withStylesheetsFirst } from './build-tools/fetch-order.ts';
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
  // Every page it rendered: what it asks for first, then its Content-Security-Policy.
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client');
    const pages = (await readdir(client, { recursive: true, encoding: 'utf8' })).filter((file) =>
      file.endsWith('.html'),
    );
    for (const page of pages) {
      const html = await readFile(join(client, page), 'utf8');
      await writeFile(join(client, page), withContentSecurityPolicy(withStylesheetsFirst(html)));
    }
  },
} satisfies Config;
