import { describe, expect, it } from 'vitest';
import { kitchenMessages } from '@shared/kitchen-messages';
import { mealMessages } from '@shared/meal-messages';
import { messages } from '@shared/messages';
import { currencies, currencyNames } from '@shared/money';
import { i18n } from './i18n';
import {
  currencyTexts,
  kitchenTexts,
  mealTexts,
  messageTexts,
  pageText,
  textsWithValue,
} from './shared-texts';

describe('the shared texts as Lingui messages', () => {
  const tables = [
    ['messages', messages, messageTexts],
    ['kitchenMessages', kitchenMessages, kitchenTexts],
    ['mealMessages', mealMessages, mealTexts],
  ] as const;

  it.each(tables)('%s: every text has its message, with the same English', (_, english, texts) => {
    const strings = Object.entries(english).filter(([, text]) => typeof text === 'string');
    expect(Object.keys(texts).sort()).toEqual(strings.map(([key]) => key).sort());
    for (const [key, text] of strings) {
      expect(i18n._(texts[key as keyof typeof texts])).toBe(text);
    }
  });

  it('has every text that takes a value, with the same English around the value', () => {
    expect(textsWithValue.tooLong.text(80)).toBe(messages.tooLong(80));
    expect(textsWithValue.otherKitchen.text('Rahima')).toBe(mealMessages.otherKitchen('Rahima'));
    expect(pageText(messages.tooLong(2048))).toBe('At most 2048 characters');
    expect(pageText(mealMessages.otherKitchen('A. (Bob)'))).toBe(
      mealMessages.otherKitchen('A. (Bob)'),
    );
  });

  it('has every currency name, with the same English', () => {
    for (const currency of currencies) {
      expect(i18n._(currencyTexts[currency])).toBe(currencyNames[currency]);
    }
  });

  it('shows a text it does not know as it is', () => {
    expect(pageText('Something the server said')).toBe('Something the server said');
    expect(pageText(messages.purchased)).toBe('Successfully Purchased The Food!');
  });
});
