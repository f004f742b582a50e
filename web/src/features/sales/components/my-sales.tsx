import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  chartCurrency,
  currenciesWithRevenue,
  moneyText,
  salesCsvName,
  type Currency,
  type DayTotal,
  type SalesSummary,
  type SumsPerCurrency,
} from '@shared';
import { paths } from '@/config/paths';
import { numberText, pluralForm } from '@/lib/format';
import { i18n, pageLanguage } from '@/lib/i18n';
import { buildSalesCsv, download } from '../api/sales-csv';
import { SalesChart, shortDay } from './sales-chart';

// Rendered in the page's language: amounts, numbers and days in its locale (English as before).
const money = (cents: number, currency: Currency) =>
  moneyText(cents / 100, currency, pageLanguage());

/**
 * The revenue of each currency sold, USD, BDT then INR: "$120.00 and ৳2,500.00"; "$0.00"
 * without any. Never one sum: there are no exchange rates.
 */
function revenueText(byCurrency: SumsPerCurrency): string {
  const amounts = currenciesWithRevenue(byCurrency).map((currency) =>
    money(byCurrency[currency].revenueCents, currency),
  );
  const last = amounts.pop() ?? money(0, 'USD');
  const first = amounts.join(', ');
  return amounts.length ? i18n._(msg`${first} and ${last}`) : last;
}

/** The best day is the chart's: the most revenue in its currency. */
function summaryText({ days, totals }: SalesSummary, currency: Currency): string {
  const revenue = (day: DayTotal) => day.byCurrency[currency].revenueCents;
  const best = days.reduce((top, day) => (revenue(day) > revenue(top) ? day : top));
  const activeDays = days.filter((day) => day.orders > 0).length;
  const { orders, units } = totals;
  const total = revenueText(totals.byCurrency);
  // The counts as the page's language writes them; the plurals choose their words.
  const ordersShown = numberText(orders);
  const unitsShown = numberText(units);
  const daysShown = numberText(activeDays);
  const ordersForm = pluralForm(orders);
  const unitsForm = pluralForm(units);
  const daysForm = pluralForm(activeDays);
  const bestDay = shortDay(best.day);
  const bestRevenue = money(revenue(best), currency);
  return i18n._(
    msg`${total} from ${select(ordersForm, {
      one: `${ordersShown} completed order`,
      other: `${ordersShown} completed orders`,
    })} (${select(unitsForm, {
      one: `${unitsShown} unit`,
      other: `${unitsShown} units`,
    })}) over the last 30 days, on ${select(daysForm, {
      one: `${daysShown} day`,
      other: `${daysShown} days`,
    })}. Best day: ${bestDay}, ${bestRevenue}.`,
  );
}

/** /mySales: the chart, the table per dish with totals, and the CSV. */
export function MySales({
  summary,
  timeZone,
  cookUid,
}: {
  summary: SalesSummary;
  timeZone: string;
  cookUid: string;
}) {
  const { t } = useLingui();
  const summaryId = useId();
  const [csv, setCsv] = useState<{ status: 'idle' | 'working' | 'error'; rows: number }>({
    status: 'idle',
    rows: 0,
  });

  async function onDownload() {
    setCsv({ status: 'working', rows: 0 });
    try {
      const { file, rows } = await buildSalesCsv(cookUid, timeZone, (done) =>
        setCsv({ status: 'working', rows: done }),
      );
      download(file, salesCsvName);
      setCsv({ status: 'idle', rows });
    } catch (error) {
      console.error(error);
      setCsv({ status: 'error', rows: 0 });
    }
  }

  const clock = t`Days on your kitchen’s clock (${timeZone}).`;
  if (summary.totals.orders === 0) {
    return (
      <div className="rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-14 text-center">
        <h2 className="font-display text-2xl font-bold">
          <Trans>No sales yet</Trans>
        </h2>
        <p className="mt-2 text-base-content/75">
          <Trans>
            No completed orders in the last 30 days. When you complete orders of your dishes, they
            show here day by day.
          </Trans>
        </p>
        <p className="mt-1 text-sm text-base-content/70">{clock}</p>
        <Link to={paths.ordersReceived} className="btn btn-primary mt-6">
          <Trans>Orders for my food</Trans>
        </Link>
      </div>
    );
  }
  const charted = chartCurrency(summary.totals.byCurrency);
  const fileName = salesCsvName;
  const rows = numberText(csv.rows);
  return (
    <div className="grid gap-8">
      <section
        aria-labelledby="sales-revenue"
        className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
      >
        <h2 id="sales-revenue" className="font-display text-xl font-bold">
          <Trans>Revenue per day</Trans>
        </h2>
        <p id={summaryId} className="mt-1 text-base-content/80">
          {summaryText(summary, charted)}
        </p>
        <p className="mt-1 text-sm text-base-content/70">{clock}</p>
        <div className="mt-5">
          <SalesChart
            days={summary.days}
            currency={charted}
            oneOfSeveral={currenciesWithRevenue(summary.totals.byCurrency).length > 1}
            summaryId={summaryId}
          />
        </div>
      </section>

      <section aria-labelledby="sales-dishes">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="sales-dishes" className="font-display text-xl font-bold">
            <Trans>By dish</Trans>
          </h2>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => void onDownload()}
            disabled={csv.status === 'working'}
          >
            {csv.status === 'working' && <span className="loading loading-spinner loading-xs" />}
            <Trans>Download CSV</Trans>
          </button>
        </div>
        <p role="status" className="mb-2 text-sm text-base-content/75">
          {csv.status === 'working'
            ? t`Preparing ${fileName}: ${rows} orders so far…`
            : csv.status === 'error'
              ? t`We could not prepare the file. Try again.`
              : csv.rows
                ? t`${fileName} downloaded: ${rows} orders.`
                : ''}
        </p>
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <table className="table table-sm tabular-nums sm:table-md">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Dish</Trans>
                </th>
                <th scope="col" className="text-right">
                  <Trans>Orders</Trans>
                </th>
                <th scope="col" className="text-right">
                  <Trans>Units</Trans>
                </th>
                <th scope="col" className="text-right">
                  <Trans>Revenue</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.dishes.map((dish) => (
                <tr key={`${dish.foodId} ${dish.currency}`}>
                  <th scope="row" className="font-medium">
                    {dish.dish}
                  </th>
                  <td className="text-right">{numberText(dish.orders)}</td>
                  <td className="text-right">{numberText(dish.units)}</td>
                  <td className="text-right">{money(dish.revenueCents, dish.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-bold text-base-content">
                <th scope="row">
                  <Trans>Total</Trans>
                </th>
                <td className="text-right">{numberText(summary.totals.orders)}</td>
                <td className="text-right">{numberText(summary.totals.units)}</td>
                <td className="text-right">{revenueText(summary.totals.byCurrency)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
    </div>
  );
}
