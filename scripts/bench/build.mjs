// Builds for the benchmark. The app: React Router's own build (`react-router build --mode
// emulator`, what `npm run build:emulator -w web` runs) into web/dist, with the bench's Vite
// config (vite.config.mjs: the app's, plus a plugin that records each chunk's modules). The
// baseline: bench/baseline with Vite and the React plugin. The reference client:
// bench/reference-client with its own packages and Vite, installed on first use.
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../emulators.mjs';

export const webDir = join(root, 'web');
/** What Hosting serves (firebase.json's `public`) and where the build writes it. */
export const clientDir = join(webDir, 'dist', 'client');
export const baselineDir = join(root, 'bench', 'baseline');
export const referenceClientDir = join(root, 'bench', 'reference-client');

// @react-router/dev and the React plugin are installed under web/.
const webRequire = createRequire(join(webDir, 'package.json'));
const reactRouterCli = join(
  dirname(webRequire.resolve('@react-router/dev/package.json')),
  'bin.js',
);
const tsxCli = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** @typedef {import('./vite.config.mjs').ChunkInfo} ChunkInfo */

/**
 * `react-router build --mode emulator` of web/, with extra VITE_* variables (they win over
 * .env files). The build always writes web/dist; a variant is copied from web/dist/client to
 * outDir. With `languages`, the web's own build of every language (web/build-tools/build.ts:
 * the pages in Bangla and Hindi too, where Hosting's i18n rewrites find them). Returns the
 * client build's chunks by file name (assets/….js).
 * @returns {Promise<Map<string, ChunkInfo>>}
 */
export async function buildApp(outDir = clientDir, extraEnv = {}, { languages = false } = {}) {
  const tmp = mkdtempSync(join(tmpdir(), 'foodtable-chunks-'));
  try {
    const chunksFile = join(tmp, 'chunks.json');
    const args = ['--mode', 'emulator', '--config', join(import.meta.dirname, 'vite.config.mjs')];
    const env = { ...extraEnv, BENCH_CHUNKS: chunksFile };
    if (languages)
      await quietly(process.execPath, [tsxCli, join(webDir, 'build-tools', 'build.ts'), ...args], {
        cwd: webDir,
        env,
        name: 'the web build of every language',
      });
    else await reactRouter(['build', webDir, ...args], env);
    if (resolve(outDir) !== clientDir) {
      rmSync(outDir, { recursive: true, force: true });
      cpSync(clientDir, outDir, { recursive: true });
    }
    // No file: the plugin did not run, and the rows that need the module list say so.
    /** @type {ChunkInfo[]} */
    const chunks = existsSync(chunksFile) ? JSON.parse(readFileSync(chunksFile, 'utf8')) : [];
    return new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Runs a command in cwd; its output is shown only if it fails. */
function quietly(command, args, { cwd, env = {}, name = command }) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk) => (output += chunk);
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code === 0) return done();
      console.error(output);
      fail(new Error(`${name} exited ${code}`));
    });
  });
}

/** Runs React Router's CLI in web/. */
function reactRouter(args, env) {
  return quietly(process.execPath, [reactRouterCli, ...args, '--logLevel', 'warn'], {
    cwd: webDir,
    env,
    name: `react-router ${args[0]}`,
  });
}

/** The bare React + router page of bench/baseline: the app's Vite, React Router and target. */
export async function buildBaseline(outDir) {
  const { build } = await import('vite');
  const { default: react } = await import(
    pathToFileURL(webRequire.resolve('@vitejs/plugin-react')).href
  );
  await build({
    root: baselineDir,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    // The app's react-router-dom (npm installs it under web/).
    resolve: {
      alias: { 'react-router-dom': dirname(webRequire.resolve('react-router-dom/package.json')) },
    },
    publicDir: false,
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  // Served like the app (serve.mjs): every other path gets the SPA fallback, here the page.
  copyFileSync(join(outDir, 'index.html'), join(outDir, '__spa-fallback.html'));
}

/**
 * The 2024 reference client (bench/reference-client) built into outDir by its own Vite, with the
 * SPA fallback serve.mjs rewrites to. It is not a workspace: the first build installs its
 * packages (npm ci in its folder), which the npm registry must be reachable for.
 */
export async function buildReferenceClient(outDir, log = () => {}) {
  const vite = join(referenceClientDir, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(vite)) {
    log('Installing the reference client (npm ci in bench/reference-client)…');
    await quietly('npm', ['ci', '--no-audit', '--no-fund'], { cwd: referenceClientDir });
  }
  await quietly(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: referenceClientDir, name: 'vite build of the reference client' },
  );
  copyFileSync(join(outDir, 'index.html'), join(outDir, '__spa-fallback.html'));
}
