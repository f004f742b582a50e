import { collections, pageSizes, ratingFromDocument, type Rating, type RatingInput } from '@shared';
import { deleteDoc, readSignedIn, serverTime, setDoc } from '@/lib/data/store';

/**
 * The buyer rates a completed order: the rating lives at ratings/{orderId}, in their name, at
 * the server's time (firestore.rules accept it only from the order's buyer, once it is
 * completed, once). A function then counts it into the food's average.
 */
export async function rateOrder(
  orderId: string,
  foodId: string,
  buyer: { uid: string; name: string },
  input: RatingInput,
): Promise<void> {
  await setDoc(collections.ratings, orderId, {
    stars: input.stars,
    comment: input.comment,
    foodId,
    buyerUid: buyer.uid,
    buyerName: buyer.name,
    createdAt: serverTime,
  });
}

/** The buyer takes their rating back; the function takes it off the food's average. */
export async function deleteRating(orderId: string): Promise<void> {
  await deleteDoc(collections.ratings, orderId);
}

/** The buyer's own ratings, newest first: enough to mark a page of their orders as rated. */
export async function listMyRatings(buyerUid: string): Promise<Rating[]> {
  const page = await readSignedIn({
    collection: collections.ratings,
    where: [{ field: 'buyerUid', op: '==', value: buyerUid }],
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: pageSizes.myOrders * 4,
  });
  return page.docs.map((doc) => ratingFromDocument(doc.id, doc.data));
}
