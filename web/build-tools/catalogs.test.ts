// @vitest-environment node
// Each module with a catalog of its own (lingui.config.ts) awaits that catalog at its top, and
// no other module does: a page then has every text it shows in the reader's language before
// it renders, and a module loaded later brings its own.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogModules as catalogOwners } from '../lingui.config';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const catalogName = (file: string) => basename(file).replace(/\.tsx?$/, '');

const loadsCatalog = /await loadCatalog\(import\.meta\.glob\('[./]+\/locales\/([\w-]+)\/\*\.po'\)\)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(web, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => join(entry.parentPath, entry.name).slice(web.length + 1));
}

describe('catalogs', () => {
  it.each(catalogOwners)('%s awaits its own catalog', (file) => {
    const source = readFileSync(join(web, file), 'utf8');
    expect(loadsCatalog.exec(source)?.[1]).toBe(catalogName(file));
  });

  it('only the modules named in lingui.config.ts load a catalog', () => {
    const loaders = sourceFiles('src').filter((file) =>
      loadsCatalog.test(readFileSync(join(web, file), 'utf8')),
    );
    expect(loaders.sort()).toEqual([...catalogOwners].sort());
  });

  it('every catalog belongs to one of them', () => {
    const catalogs = readdirSync(join(web, 'src/locales')).sort();
    expect(catalogs).toEqual(catalogOwners.map(catalogName).sort());
  });
});
