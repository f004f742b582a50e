import type { DayTotal } from '@shared';
import { formatPrice } from '@/lib/format';

const width = 600;
const height = 200;
const bottom = 24;

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Revenue per day as bars: a plain SVG (no chart library), described for screen readers by
 * its title and the text summary beside it, with each bar's amount in a <title>.
 */
export function SalesChart({ days, summaryId }: { days: DayTotal[]; summaryId: string }) {
  const highest = Math.max(1, ...days.map((day) => day.revenueCents));
  const slot = width / Math.max(1, days.length);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby="sales-chart-title"
      aria-describedby={summaryId}
      className="h-auto w-full"
    >
      <title id="sales-chart-title">Revenue per day, last 30 days</title>
      <line
        x1="0"
        x2={width}
        y1={height - bottom}
        y2={height - bottom}
        className="stroke-base-300"
        strokeWidth="1"
      />
      {days.map((day, index) => {
        const barHeight = ((height - bottom - 8) * day.revenueCents) / highest;
        const x = index * slot + slot * 0.15;
        return (
          <g key={day.day}>
            <rect
              x={x}
              y={height - bottom - barHeight}
              width={slot * 0.7}
              height={Math.max(barHeight, day.revenueCents ? 1 : 0)}
              rx="2"
              className="fill-primary"
            >
              <title>{`${shortDay(day.day)}: ${formatPrice(day.revenueCents / 100)}, ${day.orders} ${day.orders === 1 ? 'order' : 'orders'}`}</title>
            </rect>
            {index % 7 === 0 || index === days.length - 1 ? (
              <text
                x={x + slot * 0.35}
                y={height - 6}
                textAnchor="middle"
                className="fill-base-content/70 text-[11px]"
              >
                {shortDay(day.day)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
