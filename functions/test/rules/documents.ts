// Callers and valid documents for the rules suite. A caller is a uid plus the claims the
// rules read from the ID token (email, name); documents are what the web app writes for them.
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp, Timestamp } from 'firebase/firestore';
import { statusTimeField, type OrderStatus } from '../../src/shared/index.js';
import type { CorpusCollection } from '../security/corpus.js';

export interface Persona {
  uid: string;
  email: string;
  name: string;
}

export function persona(uid: string, name = 'Olive Owner'): Persona {
  return { uid, email: `${uid}@foodtable.test`, name };
}

/** The web SDK's Firestore as a test context hands it out. */
export type ClientDb = ReturnType<RulesTestContext['firestore']>;

/** The client SDK as this caller sees it; null is a visitor who is not signed in. */
export function firestoreAs(env: RulesTestEnvironment, who: Persona | null): ClientDb {
  return (
    who
      ? env.authenticatedContext(who.uid, { email: who.email, name: who.name })
      : env.unauthenticatedContext()
  ).firestore();
}

/** What the server has written: createdAt is a stored time rather than the pending sentinel. */
export function stored(body: Record<string, unknown>): Record<string, unknown> {
  return { ...body, createdAt: Timestamp.fromMillis(Date.UTC(2025, 0, 31, 12)) };
}

/** A true declaration of the valid food (a chicken biryani): the contract's five fields. */
export const validDeclaration = {
  allergens: ['milk', 'tree-nuts'],
  mayContain: ['mustard'],
  ingredients: 'Basmati rice, chicken, yoghurt, cashews, saffron, spices.',
  diet: 'non-veg',
  dietTags: ['halal', 'no-pork'],
};

/** A client's valid new document of each collection, owned by `who`. */
export function validDocument(collection: CorpusCollection, who: Persona): Record<string, unknown> {
  const createdAt = serverTimestamp();
  switch (collection) {
    case 'foods':
      return {
        foodName: 'Chicken Biryani',
        imageURL: 'https://example.com/biryani.jpg',
        category: 'Rice Dishes',
        country: 'Bangladesh',
        price: 12.5,
        quantity: 10,
        description: 'Fragrant rice with saffron and tender chicken.',
        userName: who.name,
        userEmail: who.email,
        ownerUid: who.uid,
        orderCount: 0,
        createdAt,
        ...validDeclaration,
      };
    // Only placeOrder writes orders: this is the document it would write for `who`.
    case 'orders':
      return {
        buyerEmail: who.email,
        buyerName: who.name,
        buyerUid: who.uid,
        buyingDate: '2025/01/31 12:00:00',
        foodName: 'Haleem',
        price: 9,
        quantity: 1,
        foodOwner: 'Bob Karim',
        foodOwnerUid: 'food-owner',
        foodId: 'food-1',
        imageURL: '/images/foods/haleem.svg',
        createdAt,
      };
    case 'gallery':
      return {
        imageURL: '/images/gallery/tea-time.svg',
        feedback: 'Masala chai and paratha on a rainy morning.',
        userEmail: who.email,
        userName: who.name,
        userUid: who.uid,
        createdAt,
      };
    case 'reviews':
      return {
        title: 'Home cooking, truly',
        review: 'It feels like eating at a friend’s table.',
        userEmail: who.email,
        userName: who.name,
        userPhoto: 'https://example.com/me.png',
        userUid: who.uid,
        createdAt,
      };
    case 'users':
      return {
        displayName: who.name,
        email: who.email,
        photoURL: '',
        createdAt,
      };
  }
}

/** Where `who`'s document of the collection lives: profiles at their uid, the rest at `id`. */
export function documentPath(collection: CorpusCollection, who: Persona, id: string): string {
  return collection === 'users' ? `users/${who.uid}` : `${collection}/${id}`;
}

/** The statuses an order went through to reach `status`, in order. */
export function stepsTo(status: OrderStatus): OrderStatus[] {
  switch (status) {
    case 'placed':
      return ['placed'];
    case 'accepted':
      return ['placed', 'accepted'];
    case 'ready':
      return ['placed', 'accepted', 'ready'];
    case 'completed':
      return ['placed', 'accepted', 'ready', 'completed'];
    case 'declined':
      return ['placed', 'declined'];
    case 'expired':
      return ['placed', 'expired'];
    case 'no-show':
      return ['placed', 'accepted', 'ready', 'no-show'];
  }
}

/**
 * An order as stored after placeOrder and the cook's moves: `buyer` bought from `cook`, and it
 * reached `status` with a server time for each step. `null` is an order written before
 * statuses existed: no status and no step times.
 */
export function storedOrder(
  buyer: Persona,
  cook: Persona,
  status: OrderStatus | null,
): Record<string, unknown> {
  const body = { ...stored(validDocument('orders', buyer)), foodOwnerUid: cook.uid };
  if (!status) return body;
  const times = stepsTo(status).map((step, index) => [
    statusTimeField[step],
    Timestamp.fromMillis(Date.UTC(2025, 0, 31, 12, index)),
  ]);
  return { ...body, status, ...Object.fromEntries(times) };
}
