// The mails' catalogs (decision 170, "Languages"): functions/src/mail/locales/{en,bn,hi}.po hold
// exactly the texts of texts.ts, each translated into Bangla and Hindi with the same
// placeholders, in the language's script; and the compiled catalogs the build made from them
// (`lingui compile --strict`) hold the same ids. A text added to texts.ts without its
// translations, or a catalog left with a text the code no longer says, fails here.
import { readFile } from 'node:fs/promises';
import { formatter } from '@lingui/format-po';
import type { CatalogType } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { languages, type Language } from '../../src/shared/index.js';
import { messages as bnCompiled } from '../../src/mail/compiled/bn.js';
import { messages as enCompiled } from '../../src/mail/compiled/en.js';
import { messages as hiCompiled } from '../../src/mail/compiled/hi.js';
import { mailTexts, type MailText } from '../../src/mail/texts.js';
import { mailTextIds, mailWords } from '../../src/mail/words.js';

const compiled = { en: enCompiled, bn: bnCompiled, hi: hiCompiled };

async function catalog(language: Language): Promise<CatalogType> {
  const url = new URL(`../../src/mail/locales/${language}.po`, import.meta.url);
  return (await formatter().parse(await readFile(url, 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename: url.pathname,
  })) as CatalogType;
}

const keys = Object.keys(mailTexts) as MailText[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Each language's own script: Bengali, Devanagari. */
const script: Partial<Record<Language, RegExp>> = { bn: /[\u0980-\u09FF]/, hi: /[\u0900-\u097F]/ };

describe('the mail catalogs', () => {
  it.for(languages)('%s.po holds exactly the texts of texts.ts', async (language) => {
    const entries = await catalog(language);
    expect(Object.keys(entries).sort()).toEqual(Object.values(mailTextIds).sort());
    for (const key of keys) expect(entries[mailTextIds[key]]?.message).toBe(mailTexts[key]);
  });

  it.for(['bn', 'hi'] as const)(
    '%s: every text translated, with the English placeholders, in its script',
    async (language) => {
      const entries = await catalog(language);
      for (const key of keys) {
        const translation = entries[mailTextIds[key]]?.translation ?? '';
        expect(translation, key).not.toBe('');
        expect(translation, key).not.toBe(mailTexts[key]);
        expect(translation, key).toMatch(script[language]!);
        expect(placeholders(translation), key).toEqual(placeholders(mailTexts[key]));
      }
    },
  );

  it('en.po says each text as texts.ts does', async () => {
    const entries = await catalog('en');
    for (const key of keys)
      expect([mailTexts[key], '']).toContain(entries[mailTextIds[key]]?.translation);
  });

  it.for(languages)('the build compiled %s with every text', (language) => {
    expect(Object.keys(compiled[language]).sort()).toEqual(Object.values(mailTextIds).sort());
  });

  it('says English as written, and the others with their placeholders filled', () => {
    expect(mailWords('en').say('newOrderSubject', { buyer: 'Bina', dishes: 'Kacchi' })).toBe(
      'New order from Bina: Kacchi',
    );
    expect(mailWords('bn').say('newOrderSubject', { buyer: 'Bina', dishes: 'Kacchi' })).toBe(
      'Bina নতুন অর্ডার দিয়েছেন: Kacchi',
    );
    expect(mailWords('hi').say('receiptLink', { number: '7' })).toBe('रसीद 7');
  });
});
