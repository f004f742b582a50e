// Small helpers every facade module shares: async handlers, coded HTTP errors, body and query
// validation with the shared zod schemas, and id checks.
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import { fieldErrors } from '../shared/index.js';

/** A refusal with its status and JSON body; the app's error handler sends it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: string } & Record<string, unknown>,
  ) {
    super(body.error);
  }
}

export const badRequest = (fields: Record<string, string>, error = 'Bad request') =>
  new HttpError(400, { error, fields });

export const notFound = (extra: Record<string, unknown> = {}) =>
  new HttpError(404, { error: 'Not found', ...extra });

/** The request is fine but the document's state refuses it now (an order being cooked). */
export const conflict = (error: string) => new HttpError(409, { error });

export const forbidden = (error: string, extra: Record<string, unknown> = {}) =>
  new HttpError(403, { error, ...extra });

/** Wraps an async handler so a rejection reaches the error handler instead of hanging. */
export const handle =
  (fn: (req: Request, res: Response) => Promise<void> | void) =>
  (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve(fn(req, res)).catch(next);
  };

/**
 * Bodies are JSON. A form post or a text body (what another site can send without a preflight)
 * is refused before anything reads it.
 */
export function jsonBodiesOnly(req: Request, res: Response, next: NextFunction) {
  // An empty POST (Content-Length: 0, no type) is how old clients call /increaseOrderCount.
  const hasBody =
    Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
  if (hasBody && !req.is('application/json')) {
    res.status(415).json({ error: 'Send the body as application/json' });
    return;
  }
  next();
}

/** Each bad field with its first message; an unknown key is named as a field of its own. */
export function bodyErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= 'Unknown field';
    }
  }
  const rest = error.issues.filter((issue) => issue.code !== 'unrecognized_keys');
  return { ...fieldErrors(new z.ZodError(rest)), ...fields };
}

/** The body checked with a schema, or a 400 naming each bad field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(bodyErrors(result.error));
  return result.data;
}

/**
 * Ids of this site's documents are auto-ids or seed ids: letters, digits, `-` and `_`.
 * Anything else (an encoded `/`, `..`) names no document here and must never reach a path.
 */
const documentId = /^[A-Za-z0-9_-]{1,128}$/;

export function idParam(req: Request, name: string): string {
  const id = req.params[name] ?? '';
  if (!documentId.test(id)) throw notFound();
  return id;
}

export const isDocumentId = (value: string) => documentId.test(value);

/** E-mail addresses compare without case: Auth stores them lower-cased. */
export const sameEmail = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();
