// A mail's words in its reader's language (decision 170, "Languages"): the texts of texts.ts
// through Lingui's catalogs (./locales/{en,bn,hi}.po), which `lingui compile --strict` turns into
// ./compiled/{en,bn,hi}.ts before tsc (npm run build -w functions; build output, not committed),
// failing on any text without a Bangla or Hindi translation. No macros (functions build with tsc
// alone, no Babel): each text is looked up by the id Lingui gives its English, as the catalogs'
// msgid. Numbers, money and times are written here with Intl in the language's locale; English
// keeps the exact forms the mails had before they had languages.
import { setupI18n, type I18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import {
  kitchenClockText,
  languages,
  localeOf,
  moneyText,
  type Currency,
  type Language,
} from '../shared/index.js';
import { messages as bn } from './compiled/bn.js';
import { messages as en } from './compiled/en.js';
import { messages as hi } from './compiled/hi.js';
import { mailTexts, type MailText } from './texts.js';

const catalogs = { en, bn, hi };

/** One Lingui instance per language, each with its own catalog: nothing to switch per mail. */
const translators = Object.fromEntries(
  languages.map((language) => [
    language,
    setupI18n({ locale: language, messages: { [language]: catalogs[language] } }),
  ]),
) as Record<Language, I18n>;

/** Each text's catalog id: Lingui's id of its English message (the PO files' msgid). */
export const mailTextIds = Object.fromEntries(
  Object.entries(mailTexts).map(([key, message]) => [key, generateMessageId(message)]),
) as Record<MailText, string>;

const counts = new Map<Language, Intl.NumberFormat>();

export interface MailWords {
  language: Language;
  /** A text of texts.ts in the language, with its placeholders filled in as given. */
  say(text: MailText, values?: Record<string, string>): string;
  /** A count or a number (quantity, receipt number): `৩` in Bangla, `3` otherwise. */
  count(value: number): string;
  money(amount: number, currency?: Currency): string;
  /** An instant on a kitchen's clock with its zone; `Fri 27 Nov 2026, 18:30 (Asia/Dhaka)`. */
  clock(instant: number, timeZone: string): string;
}

/** The words of mails read in `language`. */
export function mailWords(language: Language): MailWords {
  const i18n = translators[language];
  return {
    language,
    say: (text, values) => i18n._({ id: mailTextIds[text], message: mailTexts[text], values }),
    count(value) {
      if (language === 'en') return String(value);
      let format = counts.get(language);
      if (!format) {
        format = new Intl.NumberFormat(localeOf[language], { useGrouping: false });
        counts.set(language, format);
      }
      return format.format(value);
    },
    money: (amount, currency) => moneyText(amount, currency, language),
    clock: (instant, timeZone) => kitchenClockText(instant, timeZone, language),
  };
}
