// The live kitchen: an order's status and the moves the cook may make. One source of truth
// for the rules (firestore.rules spells the same arrows; the rules tests prove it), the
// functions, the facade and the pages. The words the pages show are in web/src/config/ui.ts.

export const orderStatuses = [
  'placed',
  'accepted',
  'ready',
  'completed',
  'declined',
  'expired',
  'no-show',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * The cook's moves: forward only. Nobody else moves an order; the buyer never does. `expired`
 * is no one's move: only the expireOrder function sets it, when a placed order went unanswered
 * for the kitchen's `answerMinutes` (functions/src/orders/expiry.ts).
 */
export const orderMoves: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['accepted', 'declined'],
  accepted: ['ready', 'declined'],
  ready: ['completed', 'no-show'],
  completed: [],
  declined: [],
  expired: [],
  'no-show': [],
};

/** The field holding the server time at which an order reached each status. */
export const statusTimeField = {
  placed: 'placedAt',
  accepted: 'acceptedAt',
  ready: 'readyAt',
  completed: 'completedAt',
  declined: 'declinedAt',
  expired: 'expiredAt',
  'no-show': 'noShowAt',
} as const satisfies Record<OrderStatus, string>;

export type StatusTimeField = (typeof statusTimeField)[OrderStatus];

/** Not collected: the cook may say so this long after the pickup time (firestore.rules too). */
export const noShowGraceMinutes = 15;

/** When a ready order may be marked Not collected (ms), or null for one without a pickup time. */
export function noShowOpensAt(pickupAt: string | null): number | null {
  const at = pickupAt ? Date.parse(pickupAt) : NaN;
  return Number.isFinite(at) ? at + noShowGraceMinutes * 60_000 : null;
}

function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}

/** An order's status; orders written before statuses existed read as placed. */
export function orderStatusOf(order: { status?: unknown }): OrderStatus {
  return isOrderStatus(order.status) ? order.status : 'placed';
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return orderMoves[from].includes(to);
}

/**
 * What the buyer's Delete does in each status: `cancel` deletes the order (its units go back
 * to the stock, unless a decline or an expiry already gave them back), `remove` takes a
 * finished sale off the buyer's list while the cook keeps it, `refuse` is the answer while the
 * cook is preparing it. An expired order is a declined one nobody answered; a no-show is a
 * finished order like a completed one (the food was cooked, the cook keeps the record).
 */
export function buyerDeleteOf(status: OrderStatus): 'cancel' | 'remove' | 'refuse' {
  if (status === 'placed' || status === 'declined' || status === 'expired') return 'cancel';
  if (status === 'completed' || status === 'no-show') return 'remove';
  return 'refuse';
}
