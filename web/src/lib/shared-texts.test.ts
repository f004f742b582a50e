import { describe, expect, it } from 'vitest';
import { kitchenMessages } from '@shared/kitchen-messages';
import { mealMessages } from '@shared/meal-messages';
import { messages } from '@shared/messages';
import { i18n } from './i18n';
import { kitchenTexts, mealTexts, messageTexts, pageText } from './shared-texts';

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

  it('shows a text it does not know as it is', () => {
    expect(pageText('Something the server said')).toBe('Something the server said');
    expect(pageText(messages.purchased)).toBe('Successfully Purchased The Food!');
  });
});
