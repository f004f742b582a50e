// Numbers typed as text: the web's add, update and purchase forms, and the old client's forms
// posted to the facade, which sent `"price": "12.50"` and `"quantity": " 5 "`. One strict rule
// for all of them: plain decimal digits, nothing JavaScript's Number() would also take
// ("1e3", "0x10", "Infinity", " ", "-1", "1_000").

export interface NumberTextRule {
  /** Digits allowed after the point: 2 for a price, 0 for a count. */
  decimals: number;
}

export const priceText: NumberTextRule = { decimals: 2 };
export const countText: NumberTextRule = { decimals: 0 };

/** Far more digits than any limit needs; longer text is refused before it is read as a number. */
const maxLength = 16;

/**
 * The number a decimal text stands for, or null when it is not one. Spaces around it are
 * ignored; signs, exponents, other bases, thousands separators and bare points are not numbers.
 */
export function parseNumberText(text: string, rule: NumberTextRule): number | null {
  // Only ASCII spaces and tabs, as a form sends them: String.trim() would also take
  // U+FEFF and no-break spaces, which every other field of the schemas refuses.
  const trimmed = text.replace(/^[ \t]+|[ \t]+$/g, '');
  if (trimmed.length === 0 || trimmed.length > maxLength) return null;
  const fraction = rule.decimals > 0 ? `(\\.\\d{1,${rule.decimals}})?` : '';
  if (!new RegExp(`^\\d+${fraction}$`).test(trimmed)) return null;
  return Number(trimmed);
}
