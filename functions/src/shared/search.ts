// Search by any word of a food's name, or the start of one: a food stores every prefix of
// every word of its name (written by a function, never by clients), and a search is one
// `array-contains` query on the longest word typed: an indexed read of one page at most.

const maxPrefix = 20;

export function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Every prefix (up to 20 characters) of every word of the name, without repeats. */
export function searchTokens(foodName: string): string[] {
  const tokens = new Set<string>();
  for (const word of nameWords(foodName)) {
    for (let end = 1; end <= Math.min(word.length, maxPrefix); end++)
      tokens.add(word.slice(0, end));
  }
  return [...tokens].sort();
}

/** The token to query for a search text (its longest word), or null when there is none. */
export function searchKey(text: string): string | null {
  const words = nameWords(text);
  if (!words.length) return null;
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  return longest.slice(0, maxPrefix);
}

/** Whether a name matches every word typed (the query matched only the longest one). */
export function matchesSearch(foodName: string, text: string): boolean {
  const tokens = new Set(searchTokens(foodName));
  return nameWords(text).every((word) => tokens.has(word.slice(0, maxPrefix)));
}
