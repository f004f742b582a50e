// First-load size: every script and stylesheet that index.html loads or preloads, each
// compressed with gzip -9 as a server would send it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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

const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];

/** The same-origin scripts and stylesheets index.html loads or preloads, in document order. */
export function firstLoadAssets(indexHtml) {
  const assets = [];
  for (const [tag] of indexHtml.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const rel = (attr(tag, 'rel') ?? '').toLowerCase();
    const as = (attr(tag, 'as') ?? '').toLowerCase();
    const url = isScript ? attr(tag, 'src') : attr(tag, 'href');
    if (!url || !url.startsWith('/') || url.startsWith('//')) continue;
    let kind = null;
    if (isScript || rel === 'modulepreload' || (rel === 'preload' && as === 'script')) kind = 'js';
    else if (rel === 'stylesheet' || (rel === 'preload' && as === 'style')) kind = 'css';
    if (kind && !assets.some((a) => a.url === url)) assets.push({ url, kind });
  }
  // A prerendered page lists its entry scripts on <html data-entry>; index.html's inline
  // script starts them after the first paint (decision 112). They are the first load all the
  // same.
  const entry = /<html\b[^>]*\bdata-entry="([^"]*)"/i.exec(indexHtml)?.[1] ?? '';
  for (const url of entry.split(' ').filter(Boolean))
    if (!assets.some((a) => a.url === url)) assets.push({ url, kind: 'js' });
  return assets;
}

/** The npm package a module id comes from, or null for the project's own code. */
export function packageOf(moduleId) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId.replaceAll('\\', '/'));
  return match ? match[1] : null;
}

/**
 * Sizes of the first load of a built app in distDir. `chunks` (from build.mjs) names the
 * modules inside each first-load script, to find deferred libraries that slipped in.
 */
export function measureFirstLoad(distDir, chunks = new Map()) {
  const html = readFileSync(join(distDir, 'index.html'));
  const files = firstLoadAssets(html.toString('utf8')).map(({ url, kind }) => {
    const body = readFileSync(join(distDir, decodeURIComponent(url.split('?')[0])));
    return { url, kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  const sum = (kind) => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.gzip, 0);

  const packages = new Map(); // package -> rendered bytes in first-load scripts
  const deferredFound = new Set();
  for (const file of files.filter((f) => f.kind === 'js')) {
    const chunk = chunks.get(file.url.replace(/^\//, ''));
    if (!chunk) continue;
    for (const [id, bytes] of Object.entries(chunk.modules)) {
      const pkg = packageOf(id) ?? (id.includes('/functions/src/shared/') ? '(shared)' : '(app)');
      packages.set(pkg, (packages.get(pkg) ?? 0) + bytes);
      const name = packageOf(id);
      if (name && deferredLibraries.some((lib) => name === lib || name.startsWith(`${lib}/`)))
        deferredFound.add(name);
    }
  }
  // The prerendered pages' own HTML (decision 110): index.html is /'s.
  const pages = {};
  for (const [path, file] of [
    ['/', 'index.html'],
    ['/allFood', 'allFood.html'],
  ]) {
    if (!existsSync(join(distDir, file))) continue;
    const body = readFileSync(join(distDir, file));
    pages[path] = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  }
  return {
    files,
    js: sum('js'),
    css: sum('css'),
    html: { raw: html.length, gzip: gzipSync(html, { level: 9 }).length },
    pages,
    packages: [...packages].sort((a, b) => b[1] - a[1]),
    deferredFound: [...deferredFound].sort(),
    chunksKnown: chunks.size > 0,
  };
}
