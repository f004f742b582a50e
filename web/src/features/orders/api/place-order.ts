import {
  isRefusalReason,
  placeOrderSchema,
  type PlaceOrderInput,
  type RefusalReason,
} from '@shared';
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

/** A placeOrder error as the web reads it; `reason` says what a refusal means (contract). */
export interface OrderError {
  code: string;
  message: string;
  /** The refusal's `details.reason`, or null for errors that are not refusals. */
  reason: RefusalReason | null;
}

/**
 * The server's HttpsError as its code, message and refusal reason, when it is one. The
 * Functions SDK's error carries the server's `details` as they were sent.
 */
export function orderError(error: unknown): OrderError | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = String(error.code).replace(/^functions\//, '');
  // The Functions SDK appends the HTTP status to the server's message ("… [400]").
  const message = 'message' in error ? String(error.message).replace(/ \[\d{3}\]$/, '') : '';
  const details: unknown = 'details' in error ? error.details : undefined;
  const reason =
    typeof details === 'object' && details !== null && 'reason' in details
      ? details.reason
      : undefined;
  return { code, message, reason: isRefusalReason(reason) ? reason : null };
}
