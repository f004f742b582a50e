import type { MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router-dom';
import { moneyText, type Receipt } from '@shared';
import { Icon } from '@/components/icon';
import { paths } from '@/config/paths';
import { numberText, pluralForm } from '@/lib/format';
import { pageLanguage } from '@/lib/i18n';
import { completedText } from '../utils/receipt-text';

/** Who is looking: the buyer goes back to their orders, the cook to the orders of their food. */
export type ReceiptReader = 'buyer' | 'cook';

const backLinks: Record<ReceiptReader, { to: string; label: MessageDescriptor }> = {
  buyer: { to: paths.myOrderedFood, label: msg`My ordered food` },
  cook: { to: paths.ordersReceived, label: msg`Orders for my food` },
};

function PrinterIcon() {
  return (
    <Icon size={18} line={1.8} round>
      <path d="M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2" />
      <path d="M7 14h10v7H7z" />
    </Icon>
  );
}

/** A labelled fact of the receipt: who cooked, who bought, where it was picked up. */
function Fact({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wider text-base-content/70 uppercase">
        {label}
      </dt>
      <dd className="mt-1 font-medium break-words">{children}</dd>
    </div>
  );
}

/**
 * /receipt/:id: the receipt as its buyer or cook keeps it, and the same on paper. Printing
 * leaves the site's frame and the buttons out (the `print:` classes here and on the navbar and
 * footer) and keeps the sheet plain: no card, no shadow.
 */
export function ReceiptView({
  receipt,
  timeZone,
  reader,
}: {
  receipt: Receipt;
  timeZone: string;
  reader: ReceiptReader;
}) {
  const { t } = useLingui();
  const language = pageLanguage();
  const money = (amount: number) => moneyText(amount, receipt.currency, language);
  const back = backLinks[reader];
  const backTo = t(back.label);
  const units = receipt.lines.reduce((sum, line) => sum + line.quantity, 0);
  const unitsShown = numberText(units, language);
  const unitsForm = pluralForm(units, language);
  // The receipt's number names it: not grouped.
  const number = numberText(receipt.number, language, { grouping: false });
  const completed = completedText(receipt.completedAt, timeZone);
  const currency = receipt.currency;
  const cook = receipt.cookName || t`the cook`;
  const reference = receipt._id;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={back.to} className="link link-hover text-sm">
          <Trans>← Back to {backTo}</Trans>
        </Link>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
          <PrinterIcon />
          <Trans>Print</Trans>
        </button>
      </div>

      <article
        aria-labelledby="receipt-heading"
        className="rounded-box border border-base-300 bg-base-100 shadow-sm print:rounded-none print:border-0 print:shadow-none"
      >
        <header className="flex flex-wrap items-start justify-between gap-6 border-b border-base-300 p-6 sm:p-10 print:px-0">
          <div>
            <p className="text-sm font-semibold tracking-widest text-primary uppercase">
              FoodTable
            </p>
            <h1
              id="receipt-heading"
              className="mt-1 font-display text-3xl font-bold text-neutral sm:text-4xl"
            >
              <Trans>Receipt {number}</Trans>
            </h1>
            <p className="mt-2 text-sm text-base-content/75">
              <Trans>Completed {completed}</Trans>
            </p>
          </div>
          <div className="sm:text-right">
            <p className="text-xs font-semibold tracking-wider text-base-content/70 uppercase">
              <Trans>Total</Trans>
            </p>
            <p className="font-display text-3xl font-bold text-neutral tabular-nums">
              {money(receipt.total)}
            </p>
            <p className="mt-1 text-sm text-base-content/75">
              {t`${select(unitsForm, { one: `${unitsShown} item`, other: `${unitsShown} items` })} · ${currency}`}
            </p>
          </div>
        </header>

        <dl className="grid grid-cols-2 gap-6 border-b border-base-300 p-6 sm:grid-cols-3 sm:p-10 print:grid-cols-3 print:px-0">
          <Fact label={t`Cook`}>{receipt.cookName || '—'}</Fact>
          <Fact label={t`Buyer`}>{receipt.buyerName || '—'}</Fact>
          <Fact label={t`Pickup area`} className="max-sm:col-span-2">
            {receipt.pickupArea ?? t`Not set`}
          </Fact>
        </dl>

        <div className="p-6 sm:p-10 print:px-0">
          <table className="table tabular-nums max-sm:table-sm">
            <caption className="sr-only">
              <Trans>What was ordered</Trans>
            </caption>
            <thead>
              <tr className="text-base-content/70">
                <th scope="col" className="pl-0">
                  <Trans>Dish</Trans>
                </th>
                <th scope="col" className="text-right max-sm:hidden">
                  <Trans>Quantity</Trans>
                </th>
                <th scope="col" className="text-right max-sm:hidden">
                  <Trans>Unit price</Trans>
                </th>
                <th scope="col" className="pr-0 text-right">
                  <Trans>Total</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {receipt.lines.map((line, index) => (
                <tr key={index}>
                  <th scope="row" className="pl-0 font-medium">
                    {line.foodName}
                    {/* On a phone the two middle columns go under the dish. */}
                    <span className="block text-xs font-normal text-base-content/75 sm:hidden">
                      {numberText(line.quantity, language)} × {money(line.unitPrice)}
                    </span>
                  </th>
                  <td className="text-right max-sm:hidden">
                    {numberText(line.quantity, language)}
                  </td>
                  <td className="text-right max-sm:hidden">{money(line.unitPrice)}</td>
                  <td className="pr-0 text-right font-medium">{money(line.total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-base-content/20 text-base text-base-content">
                <th scope="row" className="pl-0">
                  <Trans>Total</Trans>
                </th>
                <td className="max-sm:hidden" />
                <td className="max-sm:hidden" />
                <td className="pr-0 text-right font-bold">{money(receipt.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>

        <footer className="rounded-b-box border-t border-base-300 bg-base-200/60 px-6 py-4 text-xs text-base-content/75 sm:px-10 print:bg-transparent print:px-0">
          <Trans>
            Receipt {number} of {cook}’s kitchen on FoodTable. Reference{' '}
            <span className="break-all">{reference}</span>.
          </Trans>
        </footer>
      </article>
    </section>
  );
}

/**
 * A receipt that does not exist, or is someone else's: the rules refuse both alike. One just
 * completed may be on its way (a function writes it a moment later): Try again reads it anew.
 */
export function ReceiptRefused() {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-bold">
        <Trans>Receipt not found</Trans>
      </h1>
      <p className="mt-3 text-base-content/75">
        <Trans>
          This receipt does not exist, or it is not yours to see: only the buyer and the cook of an
          order can open its receipt. A receipt appears a few seconds after the cook completes the
          order.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={retrying}
          onClick={() => void revalidator.revalidate()}
        >
          {retrying ? <Trans>Trying again…</Trans> : <Trans>Try again</Trans>}
        </button>
        <Link to={paths.myOrderedFood} className="btn btn-outline">
          <Trans>My ordered food</Trans>
        </Link>
        <Link to={paths.ordersReceived} className="btn btn-outline">
          <Trans>Orders for my food</Trans>
        </Link>
      </div>
    </section>
  );
}
