// How a receipt says its money and when the cook completed the order. Money in the currency the
// order was placed in; the time on the kitchen's clock with its zone's name, as the receipt mail
// says it (`Fri 27 Nov 2026, 18:30 (Asia/Dhaka)`), year included: a receipt is kept.
import { moneyText, type OrderCurrency } from '@shared';
import { formatPrice } from '@/lib/format';

/**
 * An amount in its currency: dollars as every list writes them (formatPrice), the others as
 * Intl does (`BDT 1,250.00`, `₹80.00`). Here, not in lib/format: the lists' first load carries
 * no Intl formatter.
 */
export function formatMoney(value: number, currency: OrderCurrency): string {
  return currency === 'USD' ? formatPrice(value) : moneyText(value, currency);
}

const clocks = new Map<string, Intl.DateTimeFormat>();

function clock(timeZone: string): Intl.DateTimeFormat {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, format);
  }
  return format;
}

/** The completed time as a receipt shows it; an unknown zone reads as UTC. */
export function completedText(completedAt: string | null, timeZone: string): string {
  const instant = completedAt ? Date.parse(completedAt) : Number.NaN;
  if (!Number.isFinite(instant)) return 'Time not recorded';
  let zone = timeZone;
  let format: Intl.DateTimeFormat;
  try {
    format = clock(zone);
  } catch {
    zone = 'UTC';
    format = clock(zone);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = value;
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} (${zone})`;
}
