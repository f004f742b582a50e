// Builds the site once per language (decision 210): React Router renders the pages it builds
// ahead (/, /allFood, the dish and purchase shells, the SPA fallback) in the language named by
// FOODTABLE_PAGE_LANGUAGE. English is the site as it always was (dist/client); Bangla and Hindi
// are built beside it, and their HTML goes where Firebase Hosting's i18n rewrites look for it
// (firebase.json `hosting.i18n`): dist/client/localized-files/{bn,hi}/…, English's too, so that
// a reader who puts English before Bangla gets English. The SPA fallback is copied to every
// path without parameters, so that those pages' first frame is in the reader's language as well.
// Their code is the same in every build (the language is read at build time only, by the
// server entry); the build checks it.
//   tsx build-tools/build.ts [--mode emulator]
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages, type Language } from '../../functions/src/shared/languages.ts';
import routes from '../src/app/routes.ts';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(web, 'dist', 'client');
export const localizedRoot = 'localized-files';

/** The framework's build in `language`, into `buildDirectory` (relative to web/). */
function build(language: Language, buildDirectory: string) {
  execFileSync('npx', ['react-router', 'build', web, ...process.argv.slice(2)], {
    cwd: web,
    stdio: 'inherit',
    env: {
      ...process.env,
      FOODTABLE_PAGE_LANGUAGE: language,
      FOODTABLE_BUILD_DIRECTORY: buildDirectory,
    },
  });
}

/** Every HTML file under `dir`, relative to it. */
async function pages(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .filter((page) => !page.startsWith(`${localizedRoot}/`));
}

const assets = async (dir: string) => (await readdir(join(dir, 'assets'))).sort().join('\n');

/** The paths without parameters whose page is the SPA fallback (not built ahead). */
const fallbackPaths = routes
  .map((route) => route.path)
  .filter((path): path is string => !!path && !path.includes(':') && !path.includes('*'))
  .filter((path) => path !== 'allFood');

async function localize(language: Language, built: string) {
  const target = join(client, localizedRoot, language);
  for (const page of await pages(built)) {
    await mkdir(dirname(join(target, page)), { recursive: true });
    await cp(join(built, page), join(target, page));
  }
  for (const path of fallbackPaths) {
    await mkdir(join(target, path), { recursive: true });
    await cp(join(built, '__spa-fallback.html'), join(target, path, 'index.html'));
  }
}

build('en', 'dist');
await localize('en', client);
for (const language of languages.filter((other) => other !== 'en')) {
  const directory = join('dist', `.${language}`);
  build(language, directory);
  const built = join(web, directory, 'client');
  if ((await assets(built)) !== (await assets(client))) {
    throw new Error(
      `The ${language} build's code differs from English's: its pages cannot be served with it.`,
    );
  }
  await localize(language, built);
  await rm(join(web, directory), { recursive: true });
}
