// V8's explicit compile hint (decision 113): the chunks a prerendered page runs as soon as its
// scripts start are compiled with the script, not function by function at their first call.
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/** The per-file hint of Chromium 136 and later; other engines read a comment. */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint at the top of the entry chunks and of the chunks whose module is one of
 * `startupModules` (absolute ids), with every chunk they import statically. V8 then compiles
 * their functions while it compiles the script, instead of one by one on the main thread at
 * their first call: on /allFood that lazy compiling was most of the app's JavaScript time
 * after the first paint. Lazily loaded chunks that startup does not run stay lazy.
 */
export function hintStartupChunks(bundle: OutputBundle, startupModules: string[]): string[] {
  const hinted = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (hinted.has(file) || chunk?.type !== 'chunk') return;
    hinted.add(file);
    chunk.code = `${compileHint}\n${chunk.code}`;
    chunk.imports.forEach(visit);
  };
  for (const chunk of Object.values(bundle))
    if (
      chunk.type === 'chunk' &&
      (chunk.isEntry || (chunk.facadeModuleId && startupModules.includes(chunk.facadeModuleId)))
    )
      visit(chunk.fileName);
  return [...hinted];
}

export function compileHints(startupModules: string[]): Plugin {
  return {
    name: 'foodtable-compile-hints',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      // After Vite's own rewriting, which prepends a line to chunks that preload others: the
      // hint stays the first line, before any function.
      order: 'post',
      handler(_, bundle) {
        hintStartupChunks(bundle, startupModules);
      },
    },
  };
}
