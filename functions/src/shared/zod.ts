// zod as the web and the functions use it. The site's Content-Security-Policy has no
// 'unsafe-eval': without jitless, zod tries `new Function` on its first object parse and the
// browser reports a CSP violation. Every module that builds a schema imports `z` from here, so
// the setting comes first (web/vite.config.ts keeps this one module's side effect).
import { z } from 'zod';

z.config({ jitless: true });

export { z };
