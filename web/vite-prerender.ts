// Prerendering (decision 110): the build writes the HTML of the pages people open first
// (entry-server.tsx's prerenderedPaths) with the page already in it, rendered by React's
// server renderer from the app's own routes; the browser paints it before any script and then
// hydrates it. `vite` (npm run dev) renders the same pages on each request.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type Plugin, type ResolvedConfig } from 'vite';

const entry = 'src/entry-server.tsx';

interface ServerEntry {
  prerenderedPaths: string[];
  render: (path: string) => Promise<string>;
}

/** The file Hosting serves for a path (with `cleanUrls`): / → index.html, /allFood → allFood.html. */
export const htmlFileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/**
 * The built page with its entry scripts out of the markup and listed in `data-entry` on
 * <html>: index.html's inline script starts them after the prerendered screen has painted
 * (decision 112), instead of the browser fetching them beside the stylesheet.
 */
export function withDeferredScripts(html: string): string {
  const scripts = [...html.matchAll(entryScript)].map((match) => match[1]);
  if (!scripts.length) throw new Error('the built index.html has no module script');
  return html
    .replace(entryScript, '')
    .replace(/<html\b/, `<html data-entry="${scripts.join(' ')}"`);
}

/** index.html with the page's markup in #root and, on <html>, the path it was rendered for. */
function withPage(template: string, path: string, markup: string): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`index.html has no ${root}`);
  return (
    template
      .replace(/<html\b/, `<html data-prerendered="${path}"`)
      // Until the app has hydrated the page, its controls do nothing (a form would submit
      // natively): aria-disabled says so, and browser automation waits for it to go.
      .replace(root, `<div id="root" aria-disabled="true">${markup}</div>`)
  );
}

// Run in a process of its own: the app's modules keep timers and state, and the build must
// not read any data. Every fetch (the menu's first page, in its loader) never answers: the
// browser loads the data after the first paint.
const renderInChild = `
globalThis.fetch = () => new Promise(() => {});
const entry = await import(process.argv[1]);
const pages = {};
for (const path of entry.prerenderedPaths) pages[path] = await entry.render(path);
process.stdout.write(JSON.stringify(pages));
process.exit(0);
`;

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'foodtable-prerender',
    // Not inside the server build this plugin starts itself.
    apply: (_, env) => !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0]!.replace(/(.)\/$/, '$1');
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
        void (async () => {
          const { prerenderedPaths, render } = (await server.ssrLoadModule(entry)) as ServerEntry;
          if (!prerenderedPaths.includes(path)) return next();
          const template = await server.transformIndexHtml(
            req.url ?? '/',
            readFileSync(join(config.root, 'index.html'), 'utf8'),
          );
          res.setHeader('Content-Type', 'text/html');
          res.end(withPage(template, path, await render(path)));
        })().catch((error: unknown) => next(error));
      });
    },
    async closeBundle() {
      if (config.command !== 'build') return;
      const outDir = join(config.root, 'node_modules', '.foodtable-prerender');
      rmSync(outDir, { recursive: true, force: true });
      mkdirSync(outDir, { recursive: true });
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: entry, outDir, emptyOutDir: true, copyPublicDir: false },
      });
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          '--input-type=module',
          '--eval',
          renderInChild,
          pathToFileURL(join(outDir, 'entry-server.js')).href,
        ],
        { cwd: config.root, maxBuffer: 64 * 1024 * 1024 },
      );
      const pages = JSON.parse(stdout) as Record<string, string>;
      const dist = resolve(config.root, config.build.outDir);
      const template = withDeferredScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
      for (const [path, markup] of Object.entries(pages))
        writeFileSync(join(dist, htmlFileOf(path)), withPage(template, path, markup));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
