import { useLingui } from '@lingui/react/macro';
import { type OrderStatus } from '@shared';
import { statusLabels } from '@/config/ui';

// Soft DaisyUI badges; the theme's darker success/warning keep the text at AA contrast.
const tone: Record<OrderStatus, string> = {
  placed: 'badge-info',
  accepted: 'badge-warning',
  ready: 'badge-primary',
  completed: 'badge-success',
  declined: 'badge-error',
  expired: 'badge-neutral',
  'no-show': 'badge-error',
};

/** An order's status as a word (colour only repeats it). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useLingui();
  return (
    <span className={`badge badge-soft ${tone[status]} whitespace-nowrap`} data-status={status}>
      {t(statusLabels[status])}
    </span>
  );
}
