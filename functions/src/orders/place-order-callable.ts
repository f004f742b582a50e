// placeOrder: the callable the purchase page and the meal page use. Checks the caller and the
// input first, then runs the purchase transaction (a single dish, or a meal's `items`) with the
// buyer taken from the verified token.
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { isBlocked, verifyActiveToken } from '../accounts/account-standing.js';
import {
  fieldErrors,
  isMealInput,
  messages,
  placeMealSchema,
  placeOrderSchema,
  type PlacedMeal,
} from '../shared/index.js';
import {
  placeMealOrder,
  placeDishOrder,
  type BeforeCommit,
  type OrderCaller,
} from './place-order.js';
import { refusal } from './refusal.js';

/**
 * The callable's own check of the token skips revocation: an account disabled in the console
 * would still buy until its token expired. Checked again here, with the block, on every call
 * (one Auth lookup and one document read, in parallel; decision 140). Answers the refusal, or
 * null for an account that may buy; never rejects, so it can run beside the purchase.
 */
async function accountRefusal(
  request: CallableRequest<unknown>,
  uid: string,
): Promise<Error | null> {
  const header = request.rawRequest.get('authorization') ?? '';
  const idToken = /^Bearer (\S+)$/.exec(header)?.[1] ?? '';
  try {
    const [check, blocked] = await Promise.all([verifyActiveToken(idToken), isBlocked(uid)]);
    if (!check.active) {
      return new HttpsError(
        'unauthenticated',
        check.disabled ? messages.accountDisabled : messages.sessionEnded,
      );
    }
    return blocked ? refusal('permission-denied', 'blocked') : null;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** The foodId a meal's line `index` names, when it names one. */
function foodIdOfItem(data: unknown, index: unknown): string | undefined {
  if (typeof index !== 'number' || typeof data !== 'object' || data === null) return undefined;
  const items: unknown = (data as { items?: unknown }).items;
  const item: unknown = Array.isArray(items) ? items[index] : undefined;
  const foodId: unknown =
    typeof item === 'object' && item !== null ? (item as { foodId?: unknown }).foodId : undefined;
  return typeof foodId === 'string' ? foodId : undefined;
}

/**
 * A meal (`items`): its input checked as a single dish's is, each line's refusal naming its
 * dish, then the meal's transaction.
 */
async function placeMeal(
  caller: OrderCaller,
  data: unknown,
  beforeCommit: BeforeCommit,
): Promise<PlacedMeal> {
  const parsed = placeMealSchema.safeParse(data);
  if (!parsed.success) {
    const quantityIssue = parsed.error.issues.find(
      (issue) => issue.path[0] === 'items' && issue.path[2] === 'quantity',
    );
    if (quantityIssue) {
      const foodId = foodIdOfItem(data, quantityIssue.path[1]);
      if (quantityIssue.code === 'too_big') {
        throw refusal('failed-precondition', 'over-quantity', foodId);
      }
      throw refusal('invalid-argument', 'at-least-one', foodId);
    }
    if (parsed.error.issues.some((issue) => issue.path[0] === 'pickupAt')) {
      throw refusal('invalid-argument', 'outside-hours');
    }
    const fields = fieldErrors(parsed.error);
    throw new HttpsError('invalid-argument', 'Invalid order', { fields });
  }
  return placeMealOrder(caller, parsed.data, beforeCommit);
}

/** A single dish or a meal, for a caller whose account `beforeCommit` checks. */
async function place(caller: OrderCaller, data: unknown, beforeCommit: BeforeCommit) {
  if (isMealInput(data)) return placeMeal(caller, data, beforeCommit);

  const parsed = placeOrderSchema.safeParse(data);
  if (!parsed.success) {
    const quantityIssue = parsed.error.issues.find((issue) => issue.path[0] === 'quantity');
    // A quantity above any possible stock is the contract's "more than quantity" case.
    if (quantityIssue?.code === 'too_big') throw refusal('failed-precondition', 'over-quantity');
    if (quantityIssue) throw refusal('invalid-argument', 'at-least-one');
    // A pickupAt that is not a date: the contract's hours message and reason.
    if (parsed.error.issues.some((issue) => issue.path[0] === 'pickupAt')) {
      throw refusal('invalid-argument', 'outside-hours');
    }
    const fields = fieldErrors(parsed.error);
    throw new HttpsError('invalid-argument', 'Invalid order', { fields });
  }

  return placeDishOrder(caller, parsed.data, beforeCommit);
}

async function handlePlaceOrder(request: CallableRequest<unknown>) {
  const token = request.auth?.token;
  if (!request.auth || !token) throw new HttpsError('unauthenticated', 'Sign in to order food');
  const caller: OrderCaller = {
    uid: request.auth.uid,
    email: token.email ?? '',
    name: typeof token.name === 'string' ? token.name : '',
  };
  // The account is checked beside the purchase's reads, a round trip sooner than before them:
  // nothing commits until it has answered, and its refusal comes before any other answer.
  const refused = accountRefusal(request, caller.uid);
  const accountMayBuy = async () => {
    const refusalOfAccount = await refused;
    if (refusalOfAccount) throw refusalOfAccount;
  };
  try {
    const placed = await place(caller, request.data, accountMayBuy);
    await accountMayBuy();
    return placed;
  } catch (error) {
    await accountMayBuy();
    throw error;
  }
}

export const placeOrder = onCall({ region: 'us-central1' }, handlePlaceOrder);
