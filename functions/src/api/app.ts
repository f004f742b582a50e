// The REST facade: the old server's API (spec section 7) over Firestore, for legacy clients.
import express, { type NextFunction, type Request, type Response } from 'express';
import { postJwt, postLogout } from './session.js';

/** Wraps an async handler so a rejection becomes a 500 instead of a hung request. */
export const handle =
  (fn: (req: Request, res: Response) => Promise<void> | void) =>
  (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve(fn(req, res)).catch(next);
  };

export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '2mb' }));

  // Through Hosting the path keeps its /api prefix; directly on the function it does not.
  app.use((req, _res, next) => {
    if (req.url.startsWith('/api/')) req.url = req.url.slice(4);
    next();
  });

  app.post('/jwt', handle(postJwt));
  app.post('/logout', handle(postLogout));

  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  // Express knows an error handler by its four parameters.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof SyntaxError) {
      res.status(400).json({ error: 'Bad request', fields: { _: 'The body is not valid JSON' } });
      return;
    }
    console.error(error);
    res.status(500).json({ error: 'Something went wrong' });
  });
  return app;
}
