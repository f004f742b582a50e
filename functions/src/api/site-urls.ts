// Site-relative image paths (the seed's `/images/...`) leave the facade as absolute URLs of the
// site, so an old client served from another origin loads them from the site and not from
// itself. Only answers change: stored documents keep the relative paths the web uses.
import type { NextFunction, Request, Response } from 'express';

/** The emulator suite's Hosting: where `npm start` serves the site. */
const emulatorSite = 'http://127.0.0.1:5000';

/**
 * The site's origin: SITE_ORIGIN when the deployment sets it (a custom domain), the Hosting
 * emulator on the emulators, else the project's default Hosting domain.
 */
export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SITE_ORIGIN?.trim();
  if (configured) return new URL(configured).origin;
  if (env.FUNCTIONS_EMULATOR === 'true') return emulatorSite;
  return `https://${env.GCLOUD_PROJECT ?? 'localhost'}.web.app`;
}

/** The fields of the facade's documents that hold an image address. */
const imageFields = ['imageURL', 'userPhoto'] as const;

/** `/images/x.svg` on the site; absolute URLs, empty strings and anything else as they are. */
function absoluteUrl(value: unknown, origin: string): unknown {
  return typeof value === 'string' && /^\/[^/]/.test(value) ? `${origin}${value}` : value;
}

function withAbsoluteImages(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withAbsoluteImages(item, origin));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const field of imageFields) {
    if (field in out) out[field] = absoluteUrl(out[field], origin);
  }
  return out;
}

/** Rewrites the image fields of every JSON answer (a document or a list of them). */
export function absoluteSiteUrls(origin: string) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const json = res.json.bind(res);
    res.json = (body?: unknown) => json(withAbsoluteImages(body, origin));
    next();
  };
}
