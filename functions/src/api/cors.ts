// Cross-origin access: only the site's own origins may call with credentials, each echoed by
// name (never `*`). Requests from any other page may not change anything: the browser would
// hide the answer from that page, but the write would already be done.
import type { NextFunction, Request, Response } from 'express';

/** The emulator suite's Hosting and the Vite dev server. */
const localOrigins = [
  'http://127.0.0.1:5000',
  'http://localhost:5000',
  'http://127.0.0.1:5173',
  'http://localhost:5173',
];

/**
 * The project's Hosting domains; the local ones on the emulators only; and any custom domains
 * listed in API_ALLOWED_ORIGINS (comma-separated), for a deployment that has them.
 */
export function allowedOrigins(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const origins = new Set<string>();
  const project = env.GCLOUD_PROJECT;
  if (project) {
    origins.add(`https://${project}.web.app`);
    origins.add(`https://${project}.firebaseapp.com`);
  }
  if (env.FUNCTIONS_EMULATOR === 'true') localOrigins.forEach((origin) => origins.add(origin));
  for (const origin of (env.API_ALLOWED_ORIGINS ?? '').split(',')) {
    if (origin.trim()) origins.add(origin.trim());
  }
  return origins;
}

const readOnly = new Set(['GET', 'HEAD']);

export function cors(origins: Set<string>) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.vary('Origin');
    const origin = req.get('origin');
    const allowed = origin !== undefined && origins.has(origin);
    if (allowed) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Access-Control-Allow-Credentials', 'true');
    }
    if (req.method === 'OPTIONS') {
      if (!allowed) {
        res.status(403).end();
        return;
      }
      res.set('Access-Control-Allow-Methods', 'GET, POST, DELETE');
      res.set('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.set('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    if (origin !== undefined && !allowed && !readOnly.has(req.method)) {
      res.status(403).json({ error: 'This origin may not call the API' });
      return;
    }
    next();
  };
}
