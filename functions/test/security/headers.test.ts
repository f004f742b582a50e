// Security headers as Hosting serves them: firebase.json's "headers" and, for the script
// sources that change with every build, the Content-Security-Policy <meta> the build writes
// into each page (web/build-tools/csp.ts, decision 110). Every route of the app and the
// not-found page, fetched through the Hosting emulator. HOSTING_URL points the test at another
// Hosting emulator (the shared one reads firebase.json only when it starts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const origin = process.env.HOSTING_URL ?? 'http://127.0.0.1:5000';
const routesFile = new URL('../../../web/src/app/routes.ts', import.meta.url);

/** Every path of routes.ts, with a sample id for parameters; `*` is the 404 page. */
function routesOfTheApp(): string[] {
  const source = readFileSync(routesFile, 'utf8');
  const paths = [...source.matchAll(/\broute\(\s*'([^']+)'/g)].map((match) => match[1] ?? '');
  if (/\bindex\(/.test(source)) paths.unshift('/');
  return paths.map((path) => {
    if (path === '*') return '/no/such/page';
    const filled = path.replace(/:[A-Za-z]+/g, 'seed-chicken-biryani');
    return filled.startsWith('/') ? filled : `/${filled}`;
  });
}

/** Every source the app needs, per directive; anything else in the policy is a finding. */
const allowedSources: Record<string, string[]> = {
  'default-src': ["'self'"],
  // The Firebase Auth popup loads Google's gapi loader.
  'script-src': ["'self'", 'https://apis.google.com'],
  // sweetalert2 injects its stylesheet and sets style attributes.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Food and gallery pictures are any http(s) address their author gave; the Photo field's
  // preview shows the chosen file from an object URL (blob:) before it is sent.
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'connect-src': [
    "'self'",
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://firestore.googleapis.com',
    'https://*.cloudfunctions.net',
    // The emulator build talks to the Auth, Firestore and Functions emulators on loopback.
    'http://127.0.0.1:9099',
    'http://127.0.0.1:8080',
    'http://127.0.0.1:5001',
  ],
  // The Auth helper iframe lives on the authDomain (or the Auth emulator).
  'frame-src': ["'self'", 'https://*.firebaseapp.com', 'http://127.0.0.1:9099'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'", "'none'"],
};
const requiredDirectives = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'connect-src',
  'frame-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
];

function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );

/** The policy of the page's Content-Security-Policy <meta>, or null. */
const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? null;

async function fetchPage(path: string) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  return { response, body: await response.text() };
}

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect([
    'no-referrer',
    'same-origin',
    'strict-origin',
    'strict-origin-when-cross-origin',
  ]).toContain(headers.get('referrer-policy'));
  expect(['DENY', 'SAMEORIGIN']).toContain(headers.get('x-frame-options'));
  const hsts = headers.get('strict-transport-security') ?? '';
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0)).toBeGreaterThanOrEqual(31_536_000);
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(permissions).toContain(`${feature}=()`);
  expect(headers.get('content-security-policy')).toBeTruthy();
}

const routes = routesOfTheApp();

describe(`security headers on Hosting (${origin})`, () => {
  it('covers every route of the router and the not-found page', () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/allFood', '/gallery', '/no/such/page']));
    expect(routes.length).toBeGreaterThanOrEqual(12);
  });

  it.for(routes)('%s: CSP allows only what the app needs, and every other header', async (path) => {
    const { response, body } = await fetchPage(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expectSecurityHeaders(response.headers);

    // The header carries what a <meta> cannot (frame-ancestors); the page's <meta> the rest.
    const header = parsePolicy(response.headers.get('content-security-policy') ?? '');
    expect(header.get('frame-ancestors')).toEqual(["'self'"]);
    const meta = metaPolicy(body);
    expect(meta, 'the page has a Content-Security-Policy <meta>').not.toBeNull();
    // Before any script: a policy met later does not cover what already ran.
    expect(body.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      body.indexOf('<script'),
    );
    const policies = [header, parsePolicy(meta ?? '')];
    const directives = new Set(policies.flatMap((policy) => [...policy.keys()]));
    expect([...directives]).toEqual(expect.arrayContaining(requiredDirectives));
    for (const policy of policies)
      for (const [directive, sources] of policy) {
        const allowed = allowedSources[directive];
        expect(allowed, `unexpected directive ${directive}`).toBeDefined();
        const extra = sources.filter(
          (source) =>
            !allowed?.includes(source) && !(directive === 'script-src' && /^'sha256-/.test(source)),
        );
        expect(extra, `${directive} allows more than the app needs`).toEqual([]);
        // Only styles may be inline (they cannot run code).
        if (directive !== 'style-src') expect(sources, directive).not.toContain("'unsafe-inline'");
      }
    const scriptSources = policies[1]?.get('script-src') ?? [];
    expect(policies[1]?.get('object-src')).toEqual(["'none'"]);

    // Each inline script of the page runs because its hash is listed, and only those.
    const hashes = inlineScriptHashes(body);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(scriptSources).toContain(hash);
    expect(scriptSources.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
      [...new Set(hashes)].sort(),
    );
  });

  it('sends one header policy on every route', async () => {
    const policies = new Set<string | null>();
    for (const path of routes)
      policies.add((await fetchPage(path)).response.headers.get('content-security-policy'));
    expect(policies.size).toBe(1);
  });

  it('serves the scripts with the same headers and a year of immutable caching', async () => {
    const { body } = await fetchPage('/');
    const script = /<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/.exec(body)?.[1];
    expect(script).toBeTruthy();
    const response = await fetch(`${origin}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response.headers);
  });
});
