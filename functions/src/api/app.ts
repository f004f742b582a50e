// The REST facade: the old server's API (spec section 7) over Firestore, for legacy clients.
// Every route is in a module by domain; refusals are HttpErrors, sent by the handler below.
import express, { type NextFunction, type Request, type Response } from 'express';
import { HttpsError } from 'firebase-functions/v2/https';
import { allowedOrigins, cors } from './cors.js';
import { foods } from './foods.js';
import { gallery } from './gallery.js';
import { handle, HttpError, jsonBodiesOnly } from './http.js';
import { orders } from './orders.js';
import { photos } from './photos.js';
import { reviews } from './reviews.js';
import { absoluteSiteUrls, siteOrigin } from './site-urls.js';
import { postJwt, postLogout } from './session.js';
import { users } from './users.js';

/** The purchase's HttpsError codes as HTTP statuses (the spec's message is the error). */
const httpsErrorStatus: Partial<Record<HttpsError['code'], number>> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'failed-precondition': 409,
};

/** What body-parser attaches to its own refusals (too large, bad encoding, bad JSON). */
interface BodyParserError {
  status: number;
  expose: boolean;
  type: string;
}

const isBodyParserError = (error: unknown): error is BodyParserError =>
  typeof error === 'object' &&
  error !== null &&
  'type' in error &&
  'expose' in error &&
  typeof (error as { status?: unknown }).status === 'number';

const bodyParserMessages: Record<string, string> = {
  'entity.parse.failed': 'The body is not valid JSON',
  'entity.too.large': 'The body is too large',
};

function sendError(error: unknown, res: Response) {
  if (error instanceof HttpError) {
    res.status(error.status).json(error.body);
    return;
  }
  if (error instanceof HttpsError && httpsErrorStatus[error.code]) {
    const details = error.details as { fields?: Record<string, string> } | undefined;
    const status = httpsErrorStatus[error.code] ?? 500;
    res
      .status(status)
      .json(
        status === 400
          ? { error: error.message, fields: details?.fields ?? {} }
          : { error: error.message },
      );
    return;
  }
  // Never logged: body-parser's errors carry the raw body, which may hold a password.
  if (isBodyParserError(error) && error.status < 500) {
    const message = bodyParserMessages[error.type] ?? 'The body could not be read';
    res.status(error.status).json({ error: 'Bad request', fields: { _: message } });
    return;
  }
  console.error(error);
  res.status(500).json({ error: 'Something went wrong' });
}

interface AppOptions {
  /** Origins allowed to call with credentials; by default the deployment's own (cors.ts). */
  origins?: Set<string>;
  /** Where site-relative image paths point in answers; by default the site's (site-urls.ts). */
  site?: string;
}

export function createApp({ origins = allowedOrigins(), site = siteOrigin() }: AppOptions = {}) {
  const app = express();
  app.disable('x-powered-by');
  // Answers hold callers' data or lists that change with every write: no cache keeps them.
  app.use((_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    res.set('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.use(cors(origins));
  app.use(absoluteSiteUrls(site));

  // Through Hosting the path keeps its /api prefix; directly on the function it does not.
  app.use((req, _res, next) => {
    if (req.url.startsWith('/api/')) req.url = req.url.slice(4);
    next();
  });

  // A photo's body is its bytes; every other body is JSON.
  app.use(photos);
  app.use(jsonBodiesOnly);
  app.use(express.json({ limit: '2mb' }));

  app.post('/jwt', handle(postJwt));
  app.post('/logout', handle(postLogout));
  app.use(foods, orders, gallery, reviews, users);

  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  // Express knows an error handler by its four parameters.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    sendError(error, res);
  });
  return app;
}
