// Loaded lazily by the navbar for a signed-in user: reactfire and the full Firestore SDK come
// with this chunk only.
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Order } from '@shared';
import { numberText, pluralForm } from '@/lib/format';
import { LiveRoot } from '@/lib/data/live-root';
import { useWaitingOrders } from '../api/use-live-orders';
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
function Dot({ uid }: { uid: string }) {
  const waiting = useWaitingOrders(uid);
  useNewOrderAlerts(uid, waiting);
  return <Count waiting={waiting} variant="dot" />;
}

function Badge({ uid }: { uid: string }) {
  return <Count waiting={useWaitingOrders(uid)} variant="badge" />;
}

/** How many orders of the cook's foods wait to be accepted or declined (live). */
export default function WaitingCount({ variant }: { variant: Variant }) {
  return (
    <LiveRoot page={false}>
      {(uid) => (variant === 'dot' ? <Dot uid={uid} /> : <Badge uid={uid} />)}
    </LiveRoot>
  );
}
