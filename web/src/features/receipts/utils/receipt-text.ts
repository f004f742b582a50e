// How a receipt says its money and when the cook completed the order. Money in the currency the
// order was placed in; the time on the kitchen's clock with its zone's name, as the receipt mail
// says it (`Fri 27 Nov 2026, 18:30 (Asia/Dhaka)`), year included: a receipt is kept.
import { kitchenClockText, moneyText, type OrderCurrency } from '@shared';
import { formatPrice } from '@/lib/format';

/**
 * An amount in its currency: dollars as every list writes them (formatPrice), the others as
 * Intl does (`BDT 1,250.00`, `₹80.00`). Here, not in lib/format: the lists' first load carries
 * no Intl formatter.
 */
export function formatMoney(value: number, currency: OrderCurrency): string {
  return currency === 'USD' ? formatPrice(value) : moneyText(value, currency);
}

/** The completed time as a receipt shows it; an unknown zone reads as UTC. */
export function completedText(completedAt: string | null, timeZone: string): string {
  const instant = completedAt ? Date.parse(completedAt) : Number.NaN;
  if (!Number.isFinite(instant)) return 'Time not recorded';
  return kitchenClockText(instant, timeZone);
}
