// placeOrder: the callable the purchase page uses. Checks the caller and the input first, then
// runs the purchase transaction with the buyer taken from the verified token.
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { fieldErrors, messages, placeOrderSchema } from '../shared/index.js';
import { placeOrderTransaction } from './place-order.js';

export async function handlePlaceOrder(request: CallableRequest<unknown>) {
  const token = request.auth?.token;
  if (!request.auth || !token) throw new HttpsError('unauthenticated', 'Sign in to order food');

  const parsed = placeOrderSchema.safeParse(request.data);
  if (!parsed.success) {
    const quantityIssue = parsed.error.issues.find((issue) => issue.path[0] === 'quantity');
    // A quantity above any possible stock is the contract's "more than quantity" case.
    if (quantityIssue?.code === 'too_big') {
      throw new HttpsError('failed-precondition', messages.overQuantity);
    }
    if (quantityIssue) throw new HttpsError('invalid-argument', messages.atLeastOne);
    // A pickupAt that is not a date: the contract's hours message (the schema carries it).
    const pickupIssue = parsed.error.issues.find((issue) => issue.path[0] === 'pickupAt');
    if (pickupIssue) throw new HttpsError('invalid-argument', pickupIssue.message);
    const fields = fieldErrors(parsed.error);
    throw new HttpsError('invalid-argument', 'Invalid order', { fields });
  }

  return placeOrderTransaction(
    {
      uid: request.auth.uid,
      email: token.email ?? '',
      name: typeof token.name === 'string' ? token.name : '',
    },
    parsed.data,
  );
}

export const placeOrder = onCall({ region: 'us-central1' }, handlePlaceOrder);
