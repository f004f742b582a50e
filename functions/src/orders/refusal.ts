// A refusal of the purchase as an HttpsError: the contract's code and message, and the reason
// a client switches on in `details.reason` (refusals.ts; decision 020).
import { HttpsError } from 'firebase-functions/v2/https';
import { isRefusalReason, refusalMessages, type RefusalReason } from '../shared/index.js';

export function refusal(
  code: HttpsError['code'],
  reason: RefusalReason,
  /** The dish of a meal the refusal concerns: `details: { reason, foodId }`. */
  foodId?: string,
  /** More for the client, such as the next free pickup time of a full slot. */
  extra: Record<string, string> = {},
): HttpsError {
  return new HttpsError(code, refusalMessages[reason], {
    reason,
    ...(foodId === undefined ? {} : { foodId }),
    ...extra,
  });
}

/** The reason an HttpsError refuses for, or null for any other error. */
export function refusalReasonOf(error: unknown): RefusalReason | null {
  if (!(error instanceof HttpsError)) return null;
  const details: unknown = error.details;
  if (typeof details !== 'object' || details === null || !('reason' in details)) return null;
  return isRefusalReason(details.reason) ? details.reason : null;
}
