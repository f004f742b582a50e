// The page's language (decision 210): Lingui's `i18n`, activated with the reader's language's
// compiled catalog before the first render, and again when they choose another.
import { i18n, type Messages } from '@lingui/core';
import { chooseLanguage, isLanguage, languageCookie, localeOf, type Language } from '@shared/languages';

export { i18n };

/** Each language's catalog is a chunk of its own: a reader fetches only theirs. */
const catalogs: Readonly<Record<Language, () => Promise<{ messages: Messages }>>> = {
  en: () => import('../locales/en.po'),
  bn: () => import('../locales/bn.po'),
  hi: () => import('../locales/hi.po'),
};

/** Loads `language`'s catalog and makes it the page's: every text rendered after is in it. */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await catalogs[language]();
  i18n.loadAndActivate({ locale: language, locales: localeOf[language], messages });
}

/** The language the page is in now. */
export const pageLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : 'en');

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
