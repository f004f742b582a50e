// A food's search terms (every piece of every word of its name, search.ts) are derived here, never by
// clients. The write happens only when the terms differ from the stored ones, so the trigger's
// own write, and any write that leaves the name alone (an owner's price change, an order's
// stock change), ends without a second write: the trigger cannot loop.
// It also keeps `filterKeys` (decision 150): the Diet and Free from filters a declared food
// passes, written only when they differ, and removed if the declaration goes.
// It also gives a new food (or one whose average is missing or damaged) its rating aggregate,
// 0 until rated: Top rated sorts by ratingAvg, and a query leaves out documents without it
// (decision 130). Once the average is a number, this adds nothing.
// And it gives a food its kitchen's currency when it has none (a new food: clients never write
// it); a kitchen that changes its currency gives it to its foods (kitchen-currency.ts).
import { FieldValue, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import {
  collections,
  currencies,
  kitchenOf,
  kitchenPaths,
  ratingAvgField,
  searchTermsField,
  searchTokens,
} from '../shared/index.js';
import { db } from '../lib/admin.js';
import { storedAggregate } from '../ratings/aggregate.js';
import { filterKeysField } from '../shared/declaration.js';
import { filterKeysOf } from '../shared/declaration-text.js';

/** What the handler needs of a write event; a real FirestoreEvent fits it. */
interface FoodWrittenEvent {
  data?: { after: DocumentSnapshot<DocumentData> } | undefined;
}

// gRPC codes of a food that changed or went away since this event: its newer event decides.
const notFound = 5;
const failedPrecondition = 9;

/** The stored filter keys against those the declaration gives (key order does not matter). */
function sameKeys(stored: unknown, keys: Record<string, true> | null): boolean {
  if (keys === null) return stored === undefined;
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return false;
  const storedKeys = Object.entries(stored as Record<string, unknown>);
  return (
    storedKeys.length === Object.keys(keys).length &&
    storedKeys.every(([key, value]) => value === true && keys[key] === true)
  );
}

function sameTerms(stored: unknown, terms: string[]): boolean {
  return (
    Array.isArray(stored) &&
    stored.length === terms.length &&
    stored.every((term, index) => term === terms[index])
  );
}

/** The kitchen's currency for a food that has none; nothing (and no read) once it has one. */
async function currencyChange(data: DocumentData): Promise<{ currency?: string }> {
  if ((currencies as readonly unknown[]).includes(data.currency)) return {};
  const ownerUid = typeof data.ownerUid === 'string' ? data.ownerUid : '';
  const kitchen = ownerUid ? (await db.doc(kitchenPaths.kitchen(ownerUid)).get()).data() : null;
  return { currency: kitchenOf(kitchen).currency };
}

async function handleFoodWritten(event: FoodWrittenEvent): Promise<void> {
  const after = event.data?.after;
  if (!after?.exists) return;
  const data = after.data() ?? {};
  const terms = searchTokens(typeof data.foodName === 'string' ? data.foodName : '');
  const average: unknown = data[ratingAvgField];
  // /allFood's Diet and Free from filters (decision 150): absent on a food not declared.
  const filterKeys = filterKeysOf(data);
  const changes = {
    ...(sameKeys(data[filterKeysField], filterKeys)
      ? {}
      : { [filterKeysField]: filterKeys ?? FieldValue.delete() }),
    ...(sameTerms(data[searchTermsField], terms) ? {} : { [searchTermsField]: terms }),
    ...(typeof average === 'number' && Number.isFinite(average) ? {} : storedAggregate(data)),
    ...(await currencyChange(data)),
  };
  if (Object.keys(changes).length === 0) return;
  try {
    // Only over the version this event saw: a rename (or a rating) in between has its own event.
    const precondition = after.updateTime ? { lastUpdateTime: after.updateTime } : {};
    await after.ref.update(changes, precondition);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === notFound || code === failedPrecondition) return;
    throw error;
  }
}

export const onFoodWritten = onDocumentWritten(
  { document: `${collections.foods}/{foodId}`, region: 'us-central1' },
  handleFoodWritten,
);
