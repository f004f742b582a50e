// Loaded lazily by the navbar for a signed-in user; the orders come from the account's watch,
// a worker with the full Firestore SDK (decision 240).
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Order } from '@shared';
import { numberText, pluralForm } from '@/lib/format';
import { useAccountState } from '@/lib/data/account-watch';
import { useNewOrderAlerts } from '../alerts/use-new-order-alerts';
import { loadCatalog } from '@/lib/i18n';

// This module's texts in the page's language, before it is used (decision 210).
await loadCatalog(import.meta.glob('../../../locales/waiting-count/*.po'));

type Variant = 'dot' | 'badge';

function Count({ waiting, variant }: { waiting: Order[] | null; variant: Variant }) {
  const { t } = useLingui();
  // A meal waits as one order, as the list shows it.
  const count = waiting && new Set(waiting.map((order) => order.mealId ?? order._id)).size;
  if (!count) return null;
  const text = count > 99 ? `${numberText(99)}+` : numberText(count);
  const form = pluralForm(count);
  const label = select(form, {
    one: `${text} order waiting for you`,
    other: `${text} orders waiting for you`,
  });
  if (variant === 'dot')
    return (
      <span
        className="indicator-item badge badge-xs badge-primary px-1.5 font-semibold tabular-nums"
        data-testid="waiting-count"
        title={label}
      >
        {text}
      </span>
    );
  return (
    <span className="badge badge-sm badge-primary tabular-nums" data-testid="waiting-count-menu">
      {text}
      <span className="sr-only">{` ${t`waiting`}`}</span>
    </span>
  );
}

/** The dot on the photo, always on screen for a signed-in user: it also sounds new orders. */
function Dot({ uid, waiting }: { uid: string; waiting: Order[] | null }) {
  useNewOrderAlerts(uid, waiting);
  return <Count waiting={waiting} variant="dot" />;
}

/** How many orders of the cook's foods wait to be accepted or declined (live). */
export default function WaitingCount({ variant }: { variant: Variant }) {
  const account = useAccountState();
  if (!account) return null;
  return variant === 'dot' ? (
    // Keyed by the user: the alerts compare a user's orders with their own only.
    <Dot key={account.uid} uid={account.uid} waiting={account.waiting} />
  ) : (
    <Count waiting={account.waiting} variant="badge" />
  );
}
