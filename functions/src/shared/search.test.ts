import { describe, expect, it } from 'vitest';
import { matchesSearch, maxPiece, searchKey, searchTokens } from './search.js';

describe('search tokens', () => {
  it('holds every piece of two letters or more from anywhere in each word, lower-cased', () => {
    const tokens = searchTokens('Butter Chicken');
    expect(tokens).toEqual(expect.arrayContaining(['icken', 'chick', 'chicken', 'ck', 'utter']));
    expect(tokens).toEqual(expect.arrayContaining(['butter', 'tt', 'er']));
  });

  it('holds each word’s first letter, and no other single letters', () => {
    const singles = searchTokens('Butter Chicken').filter((token) => token.length === 1);
    expect(singles).toEqual(['b', 'c']);
  });

  it('lists each piece once, sorted, so a rewrite of the same name writes nothing', () => {
    expect(searchTokens('Naan')).toEqual(['aa', 'aan', 'an', 'n', 'na', 'naa', 'naan']);
    expect(searchTokens('Palak Paneer')).toEqual(searchTokens('  palak   PANEER '));
  });

  it('never crosses words, and removes accents', () => {
    expect(searchTokens('Butter Chicken')).not.toContain('rc');
    expect(searchTokens('Crème Brûlée')).toEqual(expect.arrayContaining(['creme', 'rule', 'ulee']));
  });

  it(`keeps pieces to ${maxPiece} characters, so a long word stays small`, () => {
    const word = 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzab';
    const tokens = searchTokens(word);
    expect(Math.max(...tokens.map((token) => token.length))).toBe(maxPiece);
    expect(tokens.length).toBeLessThan(1100);
  });

  it('costs about 30 terms for a seed name', () => {
    expect(searchTokens('Chicken Biryani')).toHaveLength(44);
    expect(searchTokens('Palak Paneer')).toHaveLength(25);
  });

  it('cuts letters outside the BMP whole, never half a surrogate pair', () => {
    const tokens = searchTokens('𠀀𠀁𠀂 Pie');
    expect(tokens).toContain('𠀀');
    expect(tokens).toContain('𠀁𠀂');
    // No lone surrogate: a high one not followed by a low one, or a low one not after a high.
    const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    expect(tokens.filter((token) => loneSurrogate.test(token))).toEqual([]);
    expect(searchKey('𠀁𠀂')).toBe('𠀁𠀂');
    expect(searchKey('𠀀'.repeat(20))).toBe('𠀀'.repeat(maxPiece));
  });

  it('gives nothing for a name with no letters or digits', () => {
    expect(searchTokens(' -- ')).toEqual([]);
  });
});

describe('search key and matching', () => {
  it('queries the longest word typed, cut to the longest piece stored', () => {
    expect(searchKey('  Chick  b ')).toBe('chick');
    expect(searchKey('ICKEN')).toBe('icken');
    expect(searchKey('a'.repeat(40))).toBe('a'.repeat(maxPiece));
    expect(searchKey('  ')).toBeNull();
    expect(searchKey('!!')).toBeNull();
  });

  it('the key of any piece typed is one of the word’s tokens', () => {
    const tokens = new Set(searchTokens('Butter Chicken'));
    for (const typed of ['icken', 'HICK', 'utt', 'ken', 'c', 'b']) {
      expect(tokens.has(searchKey(typed) ?? '')).toBe(true);
    }
  });

  it('matches a piece from anywhere inside a word, in any case', () => {
    expect(matchesSearch('Butter Chicken', 'icken')).toBe(true);
    expect(matchesSearch('Chicken Biryani', 'ICKEN')).toBe(true);
    expect(matchesSearch('Palak Paneer', 'neer')).toBe(true);
    expect(matchesSearch('Palak Paneer', 'zzqq')).toBe(false);
  });

  it('matches every word typed, each inside some word of the name', () => {
    expect(matchesSearch('Butter Chicken', 'chick butt')).toBe(true);
    expect(matchesSearch('Butter Chicken', 'icken utter')).toBe(true);
    expect(matchesSearch('Butter Chicken', 'chick tikka')).toBe(false);
  });

  it('matches a single letter at the start of a word only', () => {
    expect(matchesSearch('Butter Chicken', 'c')).toBe(true);
    expect(matchesSearch('Butter Chicken', 'k')).toBe(false);
    expect(matchesSearch('Butter Chicken', 'chicken b')).toBe(true);
    expect(matchesSearch('Butter Chicken', 'chicken t')).toBe(false);
  });

  it('never matches across the space between two words', () => {
    expect(matchesSearch('Butter Chicken', 'rchi')).toBe(false);
  });
});
