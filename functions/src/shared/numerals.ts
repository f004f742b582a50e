// How each language writes a number: what Intl.NumberFormat writes in its locale (`en-US`,
// `bn-BD`, `hi-IN`), written out here instead. A page's first Intl formatter costs 50-140 ms of
// a slow phone's main thread while ICU starts up, more than drawing the whole list of cards, and
// the cards of the first pages show prices and ratings (decisions 110 and 200). The tests hold
// every rule here to Intl's output.
import type { Language } from './languages.js';

interface Numerals {
  /** The digits zero to nine. */
  digits: string;
  /** `thousands`: 1,234,567; `lakhs` (India's and Bangladesh's): 12,34,567. */
  grouping: 'thousands' | 'lakhs';
}

const latin = '0123456789';

const numerals: Readonly<Record<Language, Numerals>> = {
  en: { digits: latin, grouping: 'thousands' },
  bn: { digits: '০১২৩৪৫৬৭৮৯', grouping: 'lakhs' },
  hi: { digits: latin, grouping: 'lakhs' },
};

function group(whole: string, grouping: Numerals['grouping']): string {
  if (grouping === 'thousands') return whole.replace(/\B(?=(\d{3})+$)/g, ',');
  if (whole.length <= 3) return whole;
  return `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
}

export interface NumberStyle {
  /** Digits after the point, always written; when not given, up to three, as Intl writes. */
  decimals?: number;
  /** Thousands (or lakhs) separators; false for a year or a receipt's number. */
  grouping?: boolean;
}

/**
 * `value` as `language` writes it: `1,234.5`, `১২,৩৪৫`, `12,34,567`. A minus sign only before
 * what does not round to zero.
 */
export function writtenNumber(
  value: number,
  language: Language,
  { decimals, grouping = true }: NumberStyle = {},
): string {
  const places = decimals ?? 3;
  const scale = 10 ** places;
  const scaled = Math.round(Math.abs(value) * scale);
  const whole = String(Math.floor(scaled / scale));
  let fraction = places ? String(scaled % scale).padStart(places, '0') : '';
  if (decimals === undefined) fraction = fraction.replace(/0+$/, '');
  const { digits, grouping: style } = numerals[language];
  const text = `${scaled > 0 && value < 0 ? '-' : ''}${grouping ? group(whole, style) : whole}${
    fraction ? `.${fraction}` : ''
  }`;
  return digits === latin ? text : text.replace(/\d/g, (digit) => digits[Number(digit)]!);
}
