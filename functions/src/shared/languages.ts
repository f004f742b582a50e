// The page's language (contract, "Languages and money"): English, the default, Bangla and Hindi.
// Pure code, for the web (the reader's choice), functions (mail in the recipient's language)
// and the rules' tests alike.

export const languages = ['en', 'bn', 'hi'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  languages.some((known) => known === value);

/** A stored `lang` (users/{uid}.lang) as it reads: English unless known. */
export const languageOf = (value: unknown): Language => (isLanguage(value) ? value : 'en');

/** The locale each language formats numbers, dates and money in (`bn-BD` writes Bangla digits). */
export const localeOf: Readonly<Record<Language, string>> = {
  en: 'en-US',
  bn: 'bn-BD',
  hi: 'hi-IN',
};

/** The `Language` select's options: each language in its own script, in every language. */
export const languageNames: Readonly<Record<Language, string>> = {
  en: 'English',
  bn: 'বাংলা',
  hi: 'हिन्दी',
};

/** The cookie that keeps the reader's choice; Firebase Hosting's i18n rewrites read it. */
export const languageCookie = 'firebase-language-override';

/**
 * The reader's language: the cookie's, else the first of ours among the browser's languages
 * (`Accept-Language`, or `navigator.languages`: `bn-BD` counts as `bn`), else English.
 */
export function chooseLanguage(cookie: string | undefined, accepted: readonly string[]): Language {
  if (isLanguage(cookie)) return cookie;
  for (const tag of accepted) {
    const language = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLanguage(language)) return language;
  }
  return defaultLanguage;
}
