// The catalogs' upkeep (decision 210). Lingui's extractor writes one catalog per route module and
// language (lingui.config.ts); a message shown by several routes (the navbar's, a dish card's)
// is in each of their catalogs, and Lingui does not carry a translation from one to another.
// This does: after extracting, every empty Bangla or Hindi text is filled with the translation
// the same English message has in another catalog, so a message is translated once and moving
// a component does not lose its texts. Then it lists what is still untranslated.
//   npm run i18n -w web                   extract, fill, list what is missing
//   npm run i18n -w web -- --add f.json   also take translations from f.json:
//                                         { "<English message>": { "bn": "…", "hi": "…" } }
//   npm run i18n -w web -- --check        change nothing; fail if a catalog is out of date
//                                         with the code or a translation is missing (npm test)
import { execFileSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import type { CatalogType } from '@lingui/conf';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = join(web, 'src', 'locales');
const translated = ['bn', 'hi'] as const;
const po = formatter({ lineNumbers: false });

const args = process.argv.slice(2);
const check = args.includes('--check');
const additions = args.flatMap((arg, index) => (args[index - 1] === '--add' ? [arg] : []));

/** Every catalog file: locales/{route}/{locale}.po. */
async function catalogFiles(): Promise<string[]> {
  const routes = await readdir(localesDir);
  return routes.flatMap((route) =>
    ['en', ...translated].map((locale) => join(localesDir, route, `${locale}.po`)),
  );
}

const read = async (file: string) => await readFile(file, 'utf8').catch(() => '');

async function snapshot(): Promise<Map<string, string>> {
  const files = await catalogFiles();
  return new Map(await Promise.all(files.map(async (file) => [file, await read(file)] as const)));
}

const before = check ? await snapshot() : null;
execFileSync('npx', ['lingui', 'extract-experimental', '--clean'], { cwd: web, stdio: 'pipe' });

const localeOfFile = (file: string) => file.slice(-'xx.po'.length, -'.po'.length);
const parse = (file: string, text: string) =>
  po.parse(text, {
    locale: localeOfFile(file),
    sourceLocale: 'en',
    filename: file,
  }) as Promise<CatalogType>;

// The translation memory: English message → translation, per language.
const memory = new Map<string, Map<string, string>>(translated.map((l) => [l, new Map()]));
for (const file of additions) {
  const added = JSON.parse(await readFile(file, 'utf8')) as Record<string, Record<string, string>>;
  for (const [english, byLanguage] of Object.entries(added)) {
    for (const language of translated) {
      const text = byLanguage[language];
      if (text) memory.get(language)!.set(english, text);
    }
  }
}
const catalogs = new Map<string, CatalogType>();
for (const file of await catalogFiles()) {
  const catalog = await parse(file, await read(file));
  catalogs.set(file, catalog);
  const known = memory.get(localeOfFile(file));
  if (!known) continue;
  for (const entry of Object.values(catalog)) {
    if (entry.message && entry.translation && !known.has(entry.message)) {
      known.set(entry.message, entry.translation);
    }
  }
}

const missing: string[] = [];
for (const [file, catalog] of catalogs) {
  const known = memory.get(localeOfFile(file));
  if (!known) continue;
  for (const entry of Object.values(catalog)) {
    if (!entry.message) continue;
    const translation = known.get(entry.message);
    if (translation) entry.translation = translation;
    else missing.push(`${file.slice(localesDir.length + 1)}: ${entry.message}`);
  }
  const text = await po.serialize(catalog, {
    locale: localeOfFile(file),
    sourceLocale: 'en',
    filename: file,
    existing: await read(file),
  });
  await writeFile(file, text);
}

if (missing.length) {
  console.error(`Untranslated (${missing.length}):\n${[...new Set(missing)].join('\n')}`);
}
if (before) {
  const after = await snapshot();
  const changed = [...after].filter(([file, text]) => before.get(file) !== text);
  for (const [file, text] of before) await writeFile(file, text);
  if (changed.length) {
    console.error(
      `Catalogs out of date with the code (run npm run i18n -w web):\n${changed.map(([file]) => file).join('\n')}`,
    );
  }
  if (changed.length || missing.length) process.exit(1);
}
