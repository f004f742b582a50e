// Loaded lazily by the navbar for a signed-in user: reactfire and the full Firestore SDK come
// with this chunk only.
import { LiveRoot } from '@/lib/data/live-root';
import { useWaitingCount } from '../api/use-live-orders';

type Variant = 'dot' | 'badge';

function Count({ uid, variant }: { uid: string; variant: Variant }) {
  const count = useWaitingCount(uid);
  if (!count) return null;
  const text = count > 99 ? '99+' : String(count);
  const label = `${text} ${count === 1 ? 'order' : 'orders'} waiting for you`;
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
      <span className="sr-only"> waiting</span>
    </span>
  );
}

/** How many orders of the cook's foods wait to be accepted or declined (live). */
export default function WaitingCount({ variant }: { variant: Variant }) {
  return <LiveRoot page={false}>{(uid) => <Count uid={uid} variant={variant} />}</LiveRoot>;
}
