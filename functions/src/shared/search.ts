// Search inside words, as the old server's case-insensitive regex did ("icken" finds "Butter
// Chicken"), with one indexed query: a food stores every piece of two or more characters of
// every word of its name (written by a function, never by clients), and a search is one
// `array-contains` query on the longest word typed, one page at a time. Decision 010.

/** The longest piece stored; a longer word typed is queried by its first `maxPiece` characters. */
export const maxPiece = 15;

/** The name's words: lower-cased, accents removed, split at anything but letters and digits. */
function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Every piece (2 to 15 characters) of every word of the name, from anywhere in the word, and
 * each word's first letter (a one-letter search finds words that start with it), without
 * repeats: "Naan" gives n, na, naa, naan, aa, aan, an.
 */
export function searchTokens(foodName: string): string[] {
  const tokens = new Set<string>();
  for (const word of nameWords(foodName)) {
    // By code point: a letter outside the BMP is two UTF-16 units, and half of one is no text.
    const chars = Array.from(word);
    tokens.add(chars[0]!);
    for (let start = 0; start < chars.length - 1; start++) {
      for (let end = start + 2; end <= Math.min(chars.length, start + maxPiece); end++) {
        tokens.add(chars.slice(start, end).join(''));
      }
    }
  }
  return [...tokens].sort();
}

/** The token to query for a search text (its longest word), or null when there is none. */
export function searchKey(text: string): string | null {
  const words = nameWords(text);
  if (!words.length) return null;
  const longest = words
    .map((word) => Array.from(word))
    .reduce((a, b) => (b.length > a.length ? b : a));
  return longest.slice(0, maxPiece).join('');
}

/** Whether a typed word is in a word of the name: anywhere for two letters or more, else its start. */
const wordMatches = (typed: string) => (word: string) =>
  Array.from(typed).length === 1 ? word.startsWith(typed) : word.includes(typed);

/** Whether a name matches every word typed (the query matched only the longest one). */
export function matchesSearch(foodName: string, text: string): boolean {
  const words = nameWords(foodName);
  return nameWords(text).every((typed) => words.some(wordMatches(typed)));
}
