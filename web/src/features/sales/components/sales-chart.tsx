import type { DayTotal } from '@shared';
import { formatPrice } from '@/lib/format';

/** A day of the window (`YYYY-MM-DD`, already the kitchen's) as "Nov 24". */
export const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
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
 */
export function SalesChart({ days, summaryId }: { days: DayTotal[]; summaryId: string }) {
  const highest = Math.max(1, ...days.map((day) => day.revenueCents));
  const count = Math.max(1, days.length);
  const last = count - 1;
  return (
    <div className="grid grid-cols-[auto_1fr] gap-x-2">
      <div
        aria-hidden="true"
        className="relative h-40 text-right text-xs leading-none text-base-content/70 tabular-nums sm:h-56"
      >
        {/* The widest label, unseen, gives the scale its width; the three are placed on it. */}
        <span className="invisible">{formatPrice(highest / 100)}</span>
        {[100, 50, 0].map((percent) => (
          <span
            key={percent}
            className="absolute right-0 -translate-y-1/2"
            style={{ top: `${100 - percent}%` }}
          >
            {formatPrice((highest * percent) / 10_000)}
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
        <title id="sales-chart-title">Revenue per day, last 30 days</title>
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
          if (!day.revenueCents) return null;
          const barHeight = Math.max(1, (100 * day.revenueCents) / highest);
          return (
            <rect
              key={day.day}
              x={index + 0.15}
              y={100 - barHeight}
              width={0.7}
              height={barHeight}
              className="fill-primary"
            >
              <title>{`${shortDay(day.day)}: ${formatPrice(day.revenueCents / 100)}, ${day.orders} ${day.orders === 1 ? 'order' : 'orders'}`}</title>
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
