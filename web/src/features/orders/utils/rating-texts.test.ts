import { describe, expect, it } from 'vitest';
import { ratingMessages } from '@shared';
import { ratingText } from './rating-texts';

describe('ratingText', () => {
  it('says every rating message in English exactly as the shared code does', () => {
    for (const english of Object.values(ratingMessages)) expect(ratingText(english)).toBe(english);
  });

  it('leaves a text it does not know as it is', () => {
    expect(ratingText('Something else')).toBe('Something else');
  });
});
