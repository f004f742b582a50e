import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHint, hintStartupChunks } from './vite-compile-hints';

type Chunk = Partial<Rolldown.OutputChunk> & { fileName: string };
const chunk = (fields: Chunk): Rolldown.OutputChunk =>
  ({
    type: 'chunk',
    code: 'export const x = () => 1;',
    isEntry: false,
    imports: [],
    facadeModuleId: null,
    ...fields,
  }) as Rolldown.OutputChunk;

function bundleOf(...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

describe('hintStartupChunks', () => {
  it('hints the entry, the startup routes and what they import, and no lazy chunk', () => {
    const bundle = bundleOf(
      chunk({ fileName: 'index.js', isEntry: true, imports: ['runtime.js'] }),
      chunk({ fileName: 'runtime.js' }),
      chunk({
        fileName: 'all-food.js',
        facadeModuleId: '/src/all-food.tsx',
        imports: ['reads.js'],
      }),
      chunk({ fileName: 'reads.js', imports: ['index.js'] }),
      chunk({ fileName: 'live.js', facadeModuleId: '/src/live.tsx', imports: ['index.js'] }),
    );
    const hinted = hintStartupChunks(bundle, ['/src/all-food.tsx']);
    expect(hinted.sort()).toEqual(['all-food.js', 'index.js', 'reads.js', 'runtime.js']);
    for (const file of hinted)
      expect((bundle[file] as Rolldown.OutputChunk).code.startsWith(`${compileHint}\n`)).toBe(true);
    expect((bundle['live.js'] as Rolldown.OutputChunk).code).not.toContain(compileHint);
  });

  it('hints a chunk once, however many startup chunks import it', () => {
    const bundle = bundleOf(
      chunk({ fileName: 'index.js', isEntry: true, imports: ['shared.js'] }),
      chunk({ fileName: 'page.js', facadeModuleId: '/page.tsx', imports: ['shared.js'] }),
      chunk({ fileName: 'shared.js' }),
    );
    hintStartupChunks(bundle, ['/page.tsx']);
    expect((bundle['shared.js'] as Rolldown.OutputChunk).code.split(compileHint)).toHaveLength(2);
  });
});
