import { canMove, collections, orderStatusOf, statusTimeField, type OrderStatus } from '@shared';
import { serverTime, transact } from '@/lib/data/store';

/** The move was not made: the order is gone, or its status is no longer the one shown. */
class MoveRefused extends Error {}

/**
 * The cook moves an order one step (firestore.rules allow exactly these fields along
 * `orderMoves`). In a transaction: two tabs clicking different moves end in one state, and
 * the loser learns that the order changed under it.
 */
export async function moveOrder(id: string, from: OrderStatus, to: OrderStatus): Promise<void> {
  if (!canMove(from, to)) throw new MoveRefused(`${from} → ${to}`);
  await transact(async (transaction) => {
    const order = await transaction.get(collections.orders, id);
    if (!order || orderStatusOf(order.data) !== from) throw new MoveRefused(`${from} → ${to}`);
    transaction.update(collections.orders, id, {
      status: to,
      [statusTimeField[to]]: serverTime,
    });
  });
}
