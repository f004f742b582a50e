// Serves a built folder the way the Hosting emulator serves web/dist/client: superstatic with
// compression and firebase.json's headers, clean URLs and page rewrites (a dish's paths to
// their route's shell, every other path to /__spa-fallback.html), those whose page the folder has.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../emulators.mjs';

const require = createRequire(import.meta.url);
const { server: superstatic } = require('superstatic');

const hosting = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).hosting;

/**
 * Starts a server for dir on 127.0.0.1 and a free port (or `port`, for a site whose origin the
 * API must allow); resolves with its URL and a stop().
 */
export function serveStatic(dir, { port = 0 } = {}) {
  return new Promise((resolve, reject) => {
    const app = superstatic({
      port,
      hostname: '127.0.0.1',
      compression: true,
      cwd: dir,
      stack: 'strict',
      config: {
        public: '.',
        cleanUrls: hosting.cleanUrls ?? false,
        headers: hosting.headers ?? [],
        // Only the page rewrites: the /api rewrite needs the functions emulator's proxy. A folder
        // without the app's shells (the bare page, the reference client) keeps its one fallback.
        rewrites: (hosting.rewrites ?? []).filter(
          (rule) => rule.destination && existsSync(join(dir, rule.destination)),
        ),
      },
    });
    const server = app.listen((error) => {
      if (error) return reject(error);
      const address = server.address();
      if (!address || typeof address === 'string') return reject(new Error('no port'));
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        stop: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
    server.on('error', reject);
  });
}
