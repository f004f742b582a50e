// @vitest-environment node
// Each module with a catalog of its own (lingui.config.ts) loads that catalog, and no other
// module does: a route module awaits it at its top, so the page renders with its texts; a
// module loaded later awaits it at its top too, or before it first shows a text.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogModules as catalogOwners } from '../lingui.config';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const catalogName = (file: string) => basename(file).replace(/\.tsx?$/, '');

/** The catalog a module's source loads (its `import.meta.glob` of locales/{name}/*.po). */
const catalogOf = (source: string) =>
  source.includes('loadCatalog(')
    ? /import\.meta\.glob\('[./]+\/locales\/([\w-]+)\/\*\.po'\)/.exec(source)?.[1]
    : undefined;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(web, dir), { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'),
    )
    .map((entry) => join(entry.parentPath, entry.name).slice(web.length + 1));
}

describe('catalogs', () => {
  it.each(catalogOwners)('%s loads its own catalog', (file) => {
    expect(catalogOf(readFileSync(join(web, file), 'utf8'))).toBe(catalogName(file));
  });

  it('only the modules named in lingui.config.ts load a catalog', () => {
    const loaders = sourceFiles('src').filter((file) =>
      catalogOf(readFileSync(join(web, file), 'utf8')),
    );
    expect(loaders.sort()).toEqual([...catalogOwners].sort());
  });

  it('every catalog belongs to one of them', () => {
    const catalogs = readdirSync(join(web, 'src/locales')).sort();
    expect(catalogs).toEqual(catalogOwners.map(catalogName).sort());
  });
});
