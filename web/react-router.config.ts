import type { Config } from '@react-router/dev/config';
import { join } from 'node:path';
import { addContentSecurityPolicy } from './build-tools/csp.ts';

// React Router's framework mode without a server (decision 110): the pages people open first
// are rendered into their HTML at build time; every other path gets the SPA fallback
// (__spa-fallback.html, Hosting's rewrite) and renders in the browser.
export default {
  appDirectory: 'src/app',
  buildDirectory: 'dist',
  ssr: false,
  prerender: ['/', '/allFood'],
  async buildEnd({ reactRouterConfig }) {
    await addContentSecurityPolicy(join(reactRouterConfig.buildDirectory, 'client'));
  },
} satisfies Config;
