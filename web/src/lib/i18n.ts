// The page's language (decision 210): Lingui's `i18n`, with the catalogs of the modules on the
// page (the root's and each route's) in the reader's language, loaded before they render.
import { i18n, type Messages } from '@lingui/core';
import {
  chooseLanguage,
  isLanguage,
  languageCookie,
  languageOf,
  localeOf,
  type Language,
} from '@shared/languages';

export { i18n };

/** One catalog in every language: a module's `import.meta.glob('…/locales/{name}/*.po')`. */
export type CatalogFiles = Record<string, () => Promise<unknown>>;

/**
 * The language the page is in: once it is running, the active one; while its first modules
 * load, the language its HTML was built in (<html lang>), or, at build time, the one the
 * build renders (FOODTABLE_PAGE_LANGUAGE, set by build-tools/build.ts).
 */
export function pageLanguage(): Language {
  if (isLanguage(i18n.locale)) return i18n.locale;
  return import.meta.env.SSR
    ? languageOf(process.env.FOODTABLE_PAGE_LANGUAGE)
    : languageOf(document.documentElement.lang);
}

const catalogsOnPage = new Set<CatalogFiles>();

async function load(files: CatalogFiles, language: Language): Promise<void> {
  const file = Object.keys(files).find((path) => path.endsWith(`/${language}.po`));
  if (!file) throw new Error(`No ${language} catalog among ${Object.keys(files).join(', ')}`);
  // A .po file's module is its compiled catalog (vite-env.d.ts; Lingui's Vite plugin).
  const { messages } = (await files[file]!()) as { messages: Messages };
  i18n.load(language, messages);
}

/**
 * Loads a module's catalog in the page's language (a route module awaits it at its top, so
 * the page renders with it) and keeps it, to load it again in a language chosen later.
 */
export async function loadCatalog(files: CatalogFiles): Promise<void> {
  catalogsOnPage.add(files);
  await load(files, pageLanguage());
}

/** Turns the page into `language`: every catalog on it in that language, then every text. */
export async function activateLanguage(language: Language): Promise<void> {
  await Promise.all([...catalogsOnPage].map((files) => load(files, language)));
  i18n.activate(language, localeOf[language]);
}

const cookieValue = (name: string) =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** The reader's language in this browser: the cookie's, else the browser's languages'. */
export const readerLanguage = (): Language =>
  chooseLanguage(cookieValue(languageCookie), navigator.languages);

/** Whether the reader chose a language in this browser (the cookie is set). */
export const languageChosen = () => isLanguage(cookieValue(languageCookie));

/** Keeps `language` as the reader's choice for a year, where Hosting reads it too. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
}
