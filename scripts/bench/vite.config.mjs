// The bench's Vite config: the app's own (web/vite.config.ts) and one plugin that writes what
// the client build put in each chunk to $BENCH_CHUNKS (build.mjs passes this file to
// `react-router build --config`). The size rows read it: which modules landed in which chunk.
import { writeFileSync } from 'node:fs';
import app from '../../web/vite.config.ts';

/** @typedef {{ fileName: string, modules: Record<string, number>, imports: string[], dynamicImports: string[] }} ChunkInfo */

const recordChunks = {
  name: 'bench:record-chunks',
  generateBundle(_, bundle) {
    if (this.environment.name !== 'client' || !process.env.BENCH_CHUNKS) return;
    /** @type {ChunkInfo[]} */
    const chunks = [];
    for (const out of Object.values(bundle)) {
      if (out.type !== 'chunk') continue;
      const modules = {};
      for (const [id, info] of Object.entries(out.modules)) modules[id] = info.renderedLength;
      chunks.push({
        fileName: out.fileName,
        modules,
        imports: out.imports,
        dynamicImports: out.dynamicImports,
      });
    }
    writeFileSync(process.env.BENCH_CHUNKS, JSON.stringify(chunks));
  },
};

export default (env) => {
  const config = typeof app === 'function' ? app(env) : app;
  return { ...config, plugins: [...(config.plugins ?? []), recordChunks] };
};
