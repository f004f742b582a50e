import { placeOrderSchema, type PlaceOrderInput } from '@shared';
import { callFunction } from '@/lib/data/store';

export { placeOrderSchema };
export type { PlaceOrderInput };

/** A fresh id for one purchase form: retries and double submits reuse it, so they order once. */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** Places an order through the `placeOrder` callable: one transaction on the server. */
export function placeOrder(input: PlaceOrderInput): Promise<{ insertedId: string }> {
  return callFunction<PlaceOrderInput, { insertedId: string }>(
    'placeOrder',
    placeOrderSchema.parse(input),
  );
}

/** The server's refusal as the code and message of its HttpsError, when it is one. */
export function orderError(error: unknown): { code: string; message: string } | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = String(error.code).replace(/^functions\//, '');
  // The Functions SDK appends the HTTP status to the server's message ("… [400]").
  const message = 'message' in error ? String(error.message).replace(/ \[\d{3}\]$/, '') : '';
  return { code, message };
}
