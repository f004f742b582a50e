import { msg } from '@lingui/core/macro';
import { requireUser } from '@/app/route-guards';
import { errorPage, pageMeta } from '@/app/page-meta';
import { getKitchen } from '@/features/kitchens/api/get-kitchen';
import { getReceipt } from '@/features/receipts/api/get-receipt';
import { ReceiptRefused, ReceiptView } from '@/features/receipts/components/receipt-view';
import { numberText } from '@/lib/format';
import { i18n, loadCatalog, pageLanguage } from '@/lib/i18n';
import type { Route } from './+types/receipt';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/receipt/*.po'));

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const user = await requireUser(request);
  const receipt = await getReceipt(params.id);
  if (!receipt) return { receipt: null };
  // The completed time on the kitchen's clock, as the receipt mail says it; UTC without a card.
  const timeZone = await getKitchen(receipt.cookUid).then(
    (card) => card.kitchen.timeZone,
    () => 'UTC',
  );
  return {
    receipt,
    timeZone,
    reader: receipt.buyerUid === user.uid ? ('buyer' as const) : ('cook' as const),
  };
}

/** `Receipt 12`, its number in the page's digits (a number that names, not grouped). */
function receiptTitle(receiptNumber: number) {
  const number = numberText(receiptNumber, pageLanguage(), { grouping: false });
  return i18n._(msg`Receipt ${number}`);
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  pageMeta(
    error
      ? errorPage
      : loaderData?.receipt
        ? receiptTitle(loaderData.receipt.number)
        : msg`Receipt`,
  );

export default function ReceiptPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.receipt) return <ReceiptRefused />;
  const { receipt, timeZone, reader } = loaderData;
  return <ReceiptView receipt={receipt} timeZone={timeZone} reader={reader} />;
}
