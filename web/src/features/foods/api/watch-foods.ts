import { useEffect, useMemo } from 'react';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { collections, type Food } from '@shared';
import { foodFromDoc } from './food-from-doc';

/**
 * Watches one food and reports it whenever it changes (another buyer's purchase lowers its
 * stock). Renders nothing: the page keeps its own state, so a form on it is never reset.
 */
export function FoodWatcher({ id, onChange }: { id: string; onChange: (food: Food) => void }) {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, collections.foods, id), [db, id]);
  const { status, data } = useFirestoreDocData(ref, { idField: '_id' });
  useEffect(() => {
    // A deleted food (no data) keeps what the page shows; its purchase is refused anyway.
    if (status === 'success' && data) onChange(foodFromDoc(id, data));
  }, [status, data, id, onChange]);
  return null;
}

export interface FoodStock {
  quantity: number;
  orderCount: number;
}

/** Stock and order count of the owner's newest `count` foods (the rows on screen), live. */
export function FoodStockWatcher({
  ownerUid,
  count,
  onChange,
}: {
  ownerUid: string;
  count: number;
  onChange: (stock: ReadonlyMap<string, FoodStock>) => void;
}) {
  const db = useFirestore();
  const foodsQuery = useMemo(
    () =>
      query(
        collection(db, collections.foods),
        where('ownerUid', '==', ownerUid),
        orderBy('createdAt', 'desc'),
        limit(Math.max(count, 1)),
      ),
    [db, ownerUid, count],
  );
  const { status, data } = useFirestoreCollectionData(foodsQuery, { idField: '_id' });
  useEffect(() => {
    if (status !== 'success') return;
    onChange(
      new Map(
        data.map((food) => [
          String(food._id),
          { quantity: Number(food.quantity ?? 0), orderCount: Number(food.orderCount ?? 0) },
        ]),
      ),
    );
  }, [status, data, onChange]);
  return null;
}
