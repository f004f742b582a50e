// The Content-Security-Policy of the site's pages (decision 110). React Router writes inline
// scripts into every page it renders at build time (the route manifest, the hydration start),
// and their text changes with every build; a static header cannot list their hashes. So the
// build writes the policy into each page as a <meta>, with the hashes of exactly the inline
// scripts that page holds, and firebase.json's header adds what a <meta> cannot carry
// (frame-ancestors). No 'unsafe-inline' for scripts anywhere.
import { createHash } from 'node:crypto';

/** Where scripts, data and frames may come from; the page's inline-script hashes are added. */
export const policy = {
  'default-src': ["'self'"],
  'script-src': ["'self'", 'https://apis.google.com'],
  // React and DaisyUI set style attributes; styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Food photos are any http(s) URL a cook gives (a food's imageURL, docs/data-model.md);
  // blob: is the preview of a photo chosen in a form, before it is sent.
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'connect-src': [
    "'self'",
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://firestore.googleapis.com',
    'https://*.cloudfunctions.net',
    // The emulator suite (an emulator build only talks to these; a production build never).
    'http://127.0.0.1:9099',
    'http://127.0.0.1:8080',
    'http://127.0.0.1:5001',
  ],
  'frame-src': ["'self'", 'https://*.firebaseapp.com', 'http://127.0.0.1:9099'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
} as const;

const inlineScript = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The sha256 source expression of each inline script in the page, in order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

export function policyFor(html: string): string {
  const directives: Record<string, readonly string[]> = {
    ...policy,
    'script-src': [...policy['script-src'], ...new Set(inlineScriptHashes(html))],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The page with its policy as the first element of <head>, before any script. */
export function withContentSecurityPolicy(html: string): string {
  if (!html.includes('<head>')) throw new Error('a built page has no <head>');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html)}"/>`;
  return html.replace('<head>', `<head>${meta}`);
}
