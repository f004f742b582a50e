import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Column } from '@/components/list';
import { paths } from '@/config/paths';
import type { Order } from '@shared';
import { i18n } from '@/lib/i18n';
import { pickupTimeText } from '@/lib/pickup-text';
import { OrderThumbnail } from './order-thumbnail';
import { StatusBadge } from './status-badge';

// What both order lists share, the buyer's and the cook's: their props and some columns. The
// columns are made while a list renders, their words in the page's language.

export interface OrderListProps {
  /** The orders, live, newest first. */
  orders: Order[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Each cook's kitchen time zone by uid, as far as known: pickups read on the kitchen's clock. */
  kitchenZones?: ReadonlyMap<string, string>;
}

/** The reader's own zone: a pickup time names the kitchen's zone only when it differs. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * When and where the order is collected: the time on the kitchen's clock, the area, and for the
 * buyer the street address once the cook has accepted. Older orders read "Not set".
 */
export const pickupColumn = (
  kitchenZones: ReadonlyMap<string, string> | undefined,
  className: string,
  showAddress: boolean,
): Column<Order> => ({
  header: i18n._(msg`Pickup`),
  phoneLabel: i18n._(msg`Pickup`),
  className: `text-sm ${className}`,
  cell: (order) => (
    <>
      <span className="font-medium whitespace-nowrap tabular-nums">
        {pickupTimeText(
          order.pickupAt,
          kitchenZones?.get(order.foodOwnerUid) ?? 'UTC',
          browserZone(),
        )}
      </span>
      {order.pickupArea && (
        <span className="block text-xs text-base-content/75">{order.pickupArea}</span>
      )}
      {showAddress && order.pickupAddress && (
        <span className="block text-xs font-medium" data-testid="pickup-address">
          {order.pickupAddress}
        </span>
      )}
    </>
  ),
});

/** The dish's photo and its link; `below` goes under the name. */
export const dishColumn = (header: string, below?: (order: Order) => string): Column<Order> => ({
  header,
  cell: (order) => (
    <div className="flex items-center gap-3 sm:min-w-44">
      <OrderThumbnail src={order.imageURL} />
      <div>
        <Link to={paths.singleFood(order.foodId)} className="link link-hover font-semibold">
          {order.foodName}
        </Link>
        {below && <p className="text-xs text-base-content/75">{below(order)}</p>}
      </div>
    </div>
  ),
});

/**
 * When it was ordered (the buying date as the buyer's form wrote it); on a phone, a full line
 * under the dish.
 */
export const orderTimeColumn = (): Column<Order> => ({
  header: i18n._(msg`Order Time`),
  phoneLabel: i18n._(msg`Ordered`),
  className:
    'whitespace-nowrap tabular-nums max-sm:col-span-2 max-sm:col-start-2 max-sm:text-sm max-sm:text-base-content/75',
  cell: (order) => order.buyingDate,
});

/** A completed entry's receipt: the order's, or for a meal the meal's one receipt. */
export function ReceiptLink({ entry }: { entry: Order }) {
  if (entry.status !== 'completed') return null;
  return (
    <Link
      to={paths.receipt(entry.mealId ?? entry._id)}
      className="btn btn-outline btn-primary btn-sm"
    >
      <Trans>Receipt</Trans>
    </Link>
  );
}

/** The live status as a badge; `className` places it on the phone card. */
export const statusColumn = (className: string): Column<Order> => ({
  header: i18n._(msg`Status`),
  hiddenLabel: i18n._(msg`Status:`),
  className,
  cell: (order) => <StatusBadge status={order.status} />,
});
