// The live kitchen: an order's status and the moves the cook may make. One source of truth
// for the rules (firestore.rules spells the same arrows; the rules tests prove it), the
// functions, the facade and the pages. The words the pages show are in web/src/config/ui.ts.

export const orderStatuses = ['placed', 'accepted', 'ready', 'completed', 'declined'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The cook's moves: forward only. Nobody else moves an order; the buyer never does. */
export const orderMoves: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['accepted', 'declined'],
  accepted: ['ready', 'declined'],
  ready: ['completed'],
  completed: [],
  declined: [],
};

/** The field holding the server time at which an order reached each status. */
export const statusTimeField = {
  placed: 'placedAt',
  accepted: 'acceptedAt',
  ready: 'readyAt',
  completed: 'completedAt',
  declined: 'declinedAt',
} as const satisfies Record<OrderStatus, string>;

export type StatusTimeField = (typeof statusTimeField)[OrderStatus];

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
 * to the stock), `remove` takes a finished sale off the buyer's list while the cook keeps it,
 * `refuse` is the answer while the cook is preparing it.
 */
export function buyerDeleteOf(status: OrderStatus): 'cancel' | 'remove' | 'refuse' {
  if (status === 'placed' || status === 'declined') return 'cancel';
  if (status === 'completed') return 'remove';
  return 'refuse';
}
