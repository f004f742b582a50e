// A meal's orders shown together (contract, "A meal from one kitchen"): one entry per meal,
// with its dishes and quantities, one status, one pickup and one set of actions. A single-dish
// order is an entry of one line.
import { orderStatuses, type Order, type OrderStatus } from '@shared';

/** What an order list shows as one row: an order, or a meal whose first order stands for it. */
export type OrderEntry = Order & {
  /** The orders of the entry: the order itself, or every order of its meal. */
  lines: readonly Order[];
};

const progress = (status: OrderStatus) => orderStatuses.indexOf(status);

/** Lines that ended without a sale: a meal shows them only when every line ended so. */
const unanswered: readonly OrderStatus[] = ['declined', 'expired'];

/**
 * The meal's status: its lines move together, so they share one. Should one line lag (a move
 * that reached some lines only), the meal shows the earliest step of its open lines, so that
 * the actions offered bring the rest along; declined (or expired) only when every line is.
 */
export function mealStatus(lines: readonly Order[]): OrderStatus {
  const open = lines.filter((line) => !unanswered.includes(line.status));
  if (open.length === 0)
    return lines.some((line) => line.status === 'expired') ? 'expired' : 'declined';
  return open.reduce<OrderStatus>(
    (earliest, line) => (progress(line.status) < progress(earliest) ? line.status : earliest),
    open[0]!.status,
  );
}

/**
 * The orders as entries, in the order of each entry's first order: a meal's orders (one
 * `mealId`) become one entry wherever they stand in the list.
 */
export function orderEntries(orders: readonly Order[]): OrderEntry[] {
  const meals = new Map<string, Order[]>();
  const entries: (Order | string)[] = [];
  for (const order of orders) {
    if (!order.mealId) {
      entries.push(order);
      continue;
    }
    const lines = meals.get(order.mealId);
    if (lines) lines.push(order);
    else {
      meals.set(order.mealId, [order]);
      entries.push(order.mealId);
    }
  }
  return entries.map((entry) => {
    if (typeof entry !== 'string') return { ...entry, lines: [entry] };
    const lines = meals.get(entry)!;
    const first = lines[0]!;
    if (lines.length === 1) return { ...first, lines };
    return {
      ...first,
      status: mealStatus(lines),
      quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      lines,
    };
  });
}

/** Whether the entry is a meal of several dishes. */
export const isMeal = (entry: OrderEntry) => entry.lines.length > 1;

/** The lines a move of the entry from `from` applies to: those still at that step. */
export const linesAt = (entry: OrderEntry, from: OrderStatus) =>
  entry.lines.filter((line) => line.status === from);
