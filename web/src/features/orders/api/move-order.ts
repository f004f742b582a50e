import { canMove, collections, orderStatusOf, statusTimeField, type OrderStatus } from '@shared';

/** The move was not made: the order is gone, or its status is no longer the one shown. */
export class MoveRefused extends Error {}

/**
 * The cook moves an order one step (firestore.rules allow exactly these fields along
 * `orderMoves`). In a transaction: two tabs clicking different moves end in one state, and
 * the loser learns that the order changed under it.
 */
export async function moveOrder(id: string, from: OrderStatus, to: OrderStatus): Promise<void> {
  if (!canMove(from, to)) throw new MoveRefused(`${from} → ${to}`);
  const [{ db }, { doc, runTransaction, serverTimestamp }] = await Promise.all([
    import('@/lib/firebase'),
    import('firebase/firestore/lite'),
  ]);
  const ref = doc(db, collections.orders, id);
  await runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists() || orderStatusOf(snapshot.data()) !== from)
      throw new MoveRefused(`${from} → ${to}`);
    transaction.update(ref, { status: to, [statusTimeField[to]]: serverTimestamp() });
  });
}
