// Builds for the benchmark, through Vite's JavaScript API so that the bundle's chunk and
// module lists come back with the build (which module landed in which chunk).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../emulators.mjs';

export const webDir = join(root, 'web');
export const baselineDir = join(root, 'bench', 'baseline');

// Vite resolves from the repository root; the React plugin is installed under web/.
const webRequire = createRequire(join(webDir, 'package.json'));

/** @typedef {{ fileName: string, modules: Record<string, number>, imports: string[], dynamicImports: string[] }} ChunkInfo */

/** Keeps what the size rows need from a Vite/Rolldown build result. */
function chunksOf(result) {
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output ?? []);
  /** @type {Map<string, ChunkInfo>} */
  const chunks = new Map();
  for (const out of outputs) {
    if (out.type !== 'chunk') continue;
    const modules = {};
    for (const [id, info] of Object.entries(out.modules)) modules[id] = info.renderedLength;
    chunks.set(out.fileName, {
      fileName: out.fileName,
      modules,
      imports: out.imports,
      dynamicImports: out.dynamicImports,
    });
  }
  return chunks;
}

/**
 * `vite build --mode emulator` of web/ into outDir, with extra VITE_* variables (process
 * variables win over .env files in Vite, so they are set only for the duration of the build).
 */
export async function buildApp(outDir, extraEnv = {}) {
  const { build } = await import('vite');
  const saved = {};
  for (const [key, value] of Object.entries(extraEnv)) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
  try {
    const result = await build({
      root: webDir,
      configFile: join(webDir, 'vite.config.ts'),
      mode: 'emulator',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    return chunksOf(result);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** The bare React + router page of bench/baseline, built with the app's Vite, plugin and target. */
export async function buildBaseline(outDir) {
  const { build } = await import('vite');
  const { default: react } = await import(
    pathToFileURL(webRequire.resolve('@vitejs/plugin-react')).href
  );
  const result = await build({
    root: baselineDir,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    publicDir: false,
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return chunksOf(result);
}
