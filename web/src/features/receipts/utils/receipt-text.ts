// When the cook completed a receipt's order: the time on the kitchen's clock with its zone's
// name, as the receipt mail says it (`Fri 27 Nov 2026, 18:30 (Asia/Dhaka)`), year included: a
// receipt is kept. In Bangla and Hindi, Intl's date in the page's locale (decision 210).
import { msg } from '@lingui/core/macro';
import { kitchenClockText } from '@shared';
import { i18n, pageLanguage } from '@/lib/i18n';

/** The completed time as a receipt shows it; an unknown zone reads as UTC. */
export function completedText(completedAt: string | null, timeZone: string): string {
  const instant = completedAt ? Date.parse(completedAt) : Number.NaN;
  if (!Number.isFinite(instant)) return i18n._(msg`Time not recorded`);
  return kitchenClockText(instant, timeZone, pageLanguage());
}
