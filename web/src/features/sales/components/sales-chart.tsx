import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { moneyText, type Currency, type DayTotal } from '@shared';
import { localeOf } from '@shared/languages';
import { numberText, pluralForm } from '@/lib/format';
import { pageLanguage } from '@/lib/i18n';
import { currencyTexts } from '@/lib/shared-texts';

/** A day of the window (`YYYY-MM-DD`, already the kitchen's) as "Nov 24", in the page's locale. */
export const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(localeOf[pageLanguage()], {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The days that get a label: today, every 7th day before it, and the first day. */
function labelledDays(count: number): number[] {
  const last = count - 1;
  const labelled = [0];
  for (let index = last; index >= 5; index -= 7) labelled.push(index);
  return labelled.sort((a, b) => a - b);
}

/**
 * Revenue per day as bars: a plain SVG (no chart library), described for screen readers by
 * its title and the text summary beside it, with each bar's amount in a <title>. The bars
 * stretch to the width; the scale and the day labels are HTML beside them, so their text
 * stays the page's size on a phone and on a wide screen alike.
 * The bars are of one currency's revenue (amounts of two cannot share a scale); when the window
 * holds others too (`oneOfSeveral`), the title and a caption say which.
 */
export function SalesChart({
  days,
  currency,
  oneOfSeveral,
  summaryId,
}: {
  days: DayTotal[];
  currency: Currency;
  oneOfSeveral: boolean;
  summaryId: string;
}) {
  const { t } = useLingui();
  const money = (cents: number) => moneyText(cents / 100, currency, pageLanguage());
  const highest = Math.max(1, ...days.map((day) => day.byCurrency[currency].revenueCents));
  const count = Math.max(1, days.length);
  const last = count - 1;
  const currencyName = t(currencyTexts[currency]);
  const title = oneOfSeveral
    ? t`Revenue per day, last 30 days, in ${currencyName}`
    : t`Revenue per day, last 30 days`;
  return (
    <div className="grid grid-cols-[auto_1fr] gap-x-2">
      {oneOfSeveral && (
        <p className="col-span-2 mb-2 text-sm text-base-content/70">
          <Trans>The chart shows your sales in {currencyName}.</Trans>
        </p>
      )}
      <div
        aria-hidden="true"
        className="relative h-40 text-right text-xs leading-none text-base-content/70 tabular-nums sm:h-56"
      >
        {/* The widest label, unseen, gives the scale its width; the three are placed on it. */}
        <span className="invisible">{money(highest)}</span>
        {[100, 50, 0].map((percent) => (
          <span
            key={percent}
            className="absolute right-0 -translate-y-1/2"
            style={{ top: `${100 - percent}%` }}
          >
            {money((highest * percent) / 100)}
          </span>
        ))}
      </div>
      <svg
        viewBox={`0 0 ${count} 100`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby="sales-chart-title"
        aria-describedby={summaryId}
        className="h-40 w-full overflow-visible sm:h-56"
      >
        <title id="sales-chart-title">{title}</title>
        {[0, 50].map((y) => (
          <line
            key={y}
            x1="0"
            x2={count}
            y1={y}
            y2={y}
            className="stroke-base-300"
            strokeWidth="1"
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        <line
          x1="0"
          x2={count}
          y1="100"
          y2="100"
          className="stroke-base-content/40"
          strokeWidth="1"
          vectorEffect="non-scaling-stroke"
        />
        {days.map((day, index) => {
          const { orders, revenueCents } = day.byCurrency[currency];
          if (!revenueCents) return null;
          const date = shortDay(day.day);
          const amount = money(revenueCents);
          const ordersShown = numberText(orders);
          const form = pluralForm(orders);
          const barHeight = Math.max(1, (100 * revenueCents) / highest);
          return (
            <rect
              key={day.day}
              x={index + 0.15}
              y={100 - barHeight}
              width={0.7}
              height={barHeight}
              className="fill-primary"
            >
              <title>
                {t`${date}: ${amount}, ${select(form, {
                  one: `${ordersShown} order`,
                  other: `${ordersShown} orders`,
                })}`}
              </title>
            </rect>
          );
        })}
      </svg>
      <div
        aria-hidden="true"
        className="relative col-start-2 mt-1.5 h-4 text-xs whitespace-nowrap text-base-content/70"
      >
        {labelledDays(count).map((index) => {
          const day = days[index];
          if (!day) return null;
          // The first label starts with the chart, the last ends with it, the rest are
          // centred under their bars.
          const style =
            index === 0
              ? { left: 0 }
              : index === last
                ? { right: 0 }
                : { left: `${((index + 0.5) / count) * 100}%`, transform: 'translateX(-50%)' };
          return (
            <span key={day.day} className="absolute top-0" style={style}>
              {shortDay(day.day)}
            </span>
          );
        })}
      </div>
    </div>
  );
}
