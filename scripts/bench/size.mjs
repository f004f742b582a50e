// First-load size of the prerendered pages: every same-origin script and stylesheet a page's
// HTML loads or preloads, each compressed with gzip -9 as a server would send it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The pages React Router prerenders (web/react-router.config.ts) and their files. */
export const prerendered = { '/': 'index.html', '/allFood': 'allFood/index.html' };

/** Libraries that must wait for import(): none of them may be in the first load. */
export const deferredLibraries = [
  'firebase',
  '@firebase',
  'sweetalert2',
  'swiper',
  'zod',
  'react-hook-form',
  '@hookform',
  'reactfire',
];

const gzip = (body) => gzipSync(body, { level: 9 }).length;
const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
const sameOrigin = (url) => url.startsWith('/') && !url.startsWith('//');

/**
 * The same-origin scripts and stylesheets a page's HTML loads or preloads, in document order:
 * `<link rel="modulepreload">` (and `preload` of a script or style), `<script src>`, the
 * files an inline `<script type="module">` imports, `<link rel="stylesheet">`.
 */
export function firstLoadAssets(html) {
  const assets = [];
  const add = (url, kind) => {
    if (url && sameOrigin(url) && !assets.some((a) => a.url === url)) assets.push({ url, kind });
  };
  for (const [tag, scriptAttrs, body] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>|<link\b[^>]*>/gi,
  )) {
    if (scriptAttrs !== undefined) {
      const src = attr(scriptAttrs, 'src');
      add(src, 'js');
      // React Router's inline module: `import "/assets/…"`, `import * as route0 from "…"`,
      // `import("/assets/entry.client-….js")`.
      if (!src && attr(scriptAttrs, 'type') === 'module')
        for (const [, url] of body.matchAll(
          /\bimport\s*(?:\(\s*|[^"'();]*?\bfrom\s*)?["']([^"']+)["']/g,
        ))
          add(url, 'js');
      continue;
    }
    const rel = (attr(tag, 'rel') ?? '').toLowerCase();
    const as = (attr(tag, 'as') ?? '').toLowerCase();
    const url = attr(tag, 'href');
    if (rel === 'modulepreload' || (rel === 'preload' && as === 'script')) add(url, 'js');
    else if (rel === 'stylesheet' || (rel === 'preload' && as === 'style')) add(url, 'css');
  }
  return assets;
}

/** The npm package a module id comes from, or null for the project's own code. */
export function packageOf(moduleId) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId.replaceAll('\\', '/'));
  return match ? match[1] : null;
}

/**
 * The first load of one page of a built client dir (htmlFile relative to it). `chunks` (from
 * build.mjs) names the modules inside each script, to find deferred libraries that slipped in.
 */
export function pageFirstLoad(dir, htmlFile, chunks = new Map()) {
  const html = readFileSync(join(dir, htmlFile));
  const text = html.toString('utf8');
  const assets = firstLoadAssets(text);
  // Each route module on the page fetches its catalog in the page's language before it renders
  // (web/src/lib/i18n.ts): not named in the HTML, fetched all the same.
  const language = /<html\b[^>]*\blang="([^"]+)"/.exec(text)?.[1] ?? 'en';
  const catalog = new RegExp(`[\\\\/]locales[\\\\/][^\\\\/]+[\\\\/]${language}\\.po$`);
  for (const { url } of [...assets]) {
    for (const name of chunks.get(url.replace(/^\//, ''))?.dynamicImports ?? []) {
      const modules = Object.keys(chunks.get(name)?.modules ?? {});
      if (modules.some((id) => catalog.test(id)) && !assets.some((a) => a.url === `/${name}`))
        assets.push({ url: `/${name}`, kind: 'js' });
    }
  }
  const files = assets.map(({ url, kind }) => {
    const body = readFileSync(join(dir, decodeURIComponent(url.split(/[?#]/)[0])));
    return { url, kind, raw: body.length, gzip: gzip(body) };
  });
  const sum = (kind) => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.gzip, 0);
  const packages = new Map(); // package -> rendered bytes in the first-load scripts
  const deferredFound = new Set();
  for (const file of files.filter((f) => f.kind === 'js')) {
    const chunk = chunks.get(file.url.replace(/^\//, ''));
    for (const [id, bytes] of Object.entries(chunk?.modules ?? {})) {
      const name = packageOf(id);
      const part = name ?? (id.includes('/functions/src/shared/') ? '(shared)' : '(app)');
      packages.set(part, (packages.get(part) ?? 0) + bytes);
      if (name && deferredLibraries.some((lib) => name === lib || name.startsWith(`${lib}/`)))
        deferredFound.add(name);
    }
  }
  return {
    files,
    js: sum('js'),
    css: sum('css'),
    html: { raw: html.length, gzip: gzip(html) },
    packages: [...packages].sort((a, b) => b[1] - a[1]),
    deferredFound: [...deferredFound].sort(),
    chunksKnown: chunks.size > 0,
  };
}

/** The first load of each prerendered page of web/dist/client (or a copy), by path. */
export function measureFirstLoad(dir, chunks) {
  const pages = {};
  for (const [path, file] of Object.entries(prerendered))
    if (existsSync(join(dir, file))) pages[path] = pageFirstLoad(dir, file, chunks);
  return pages;
}
