import { msg } from '@lingui/core/macro';
import { redirect } from 'react-router-dom';
import {
  isRefusalReason,
  placeOrderSchema,
  refusalMessages,
  type PlaceOrderInput,
  type RefusalReason,
} from '@shared';
import type { FormAnswer } from '@/components/form/form-action';
import { paths } from '@/config/paths';
import { popupMs } from '@/config/ui';
import { callFunction, prepareFunctions } from '@/lib/data/store';
import { i18n } from '@/lib/i18n';
import { notify, preparePopups, warn } from '@/lib/popups';
import { messageTexts, pageText } from '@/lib/shared-texts';

/** A fresh id for one purchase form: retries and double submits reuse it, so they order once. */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * Loads the Functions client and the popups' code once the form is on screen (an effect runs
 * after the commit that draws it), while the buyer fills it in: the click on Purchase then
 * waits only for the server.
 */
export function preparePurchase(): void {
  prepareFunctions();
  preparePopups();
}

/** Places an order through the `placeOrder` callable: one transaction on the server. */
function placeOrder(input: PlaceOrderInput): Promise<{ insertedId: string }> {
  return callFunction<PlaceOrderInput, { insertedId: string }>(
    'placeOrder',
    placeOrderSchema.parse(input),
  );
}

/** A placeOrder error as the web reads it; `reason` says what a refusal means (contract). */
interface OrderError {
  code: string;
  message: string;
  /** The refusal's `details.reason`, or null for errors that are not refusals. */
  reason: RefusalReason | null;
  /** A full pickup time's refusal offers the next one with room (`details.next`, ISO). */
  next: number | null;
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
  const detail = (key: string): unknown =>
    typeof details === 'object' && details !== null && key in details
      ? (details as Record<string, unknown>)[key]
      : undefined;
  const reason = detail('reason');
  const next = detail('next');
  return {
    code,
    message,
    reason: isRefusalReason(reason) ? reason : null,
    next: typeof next === 'string' && Number.isFinite(Date.parse(next)) ? Date.parse(next) : null,
  };
}

/** Why placeOrder placed nothing, as both order pages (a dish, a meal) answer it. */
interface OrderFailure {
  /** The refusal's reason, already told in the contract's popup; null when not a refusal. */
  reason: RefusalReason | null;
  /** For a full pickup time: the next one with room, which the form then chooses. */
  next: number | null;
  /** The words under the form when it was not a refusal; null when a popup said it all. */
  failed: string | null;
}

/**
 * Reads a failed placeOrder once for both order pages: a refusal is told in the contract's
 * popup, in the page's language; a disabled account or an ended session needs no words
 * (callFunction signed them out with a popup, and the route's guard sends them to /login);
 * anything else is logged and said under the form, with the button to press again (its name
 * in the page's language; the request id makes a retry order once).
 */
export function orderFailure(error: unknown, button: string): OrderFailure {
  const refusal = orderError(error);
  const reason = refusal?.reason ?? null;
  const next = refusal?.next ?? null;
  if (reason) {
    warn(pageText(refusalMessages[reason]));
    return { reason, next, failed: null };
  }
  if (refusal?.code === 'unauthenticated') return { reason, next, failed: null };
  console.error(error);
  return {
    reason,
    next,
    failed: i18n._(
      msg`We could not place your order. Check your connection and press ${button} again; nothing is ordered twice.`,
    ),
  };
}

/** What the purchase page's action answers when no order was placed. */
export type PurchaseRefusal = { reason: RefusalReason | null; next: number | null };

/** The refusals about the pickup time: the form offers the times there are now. */
export const pickupTimeRefusals: readonly RefusalReason[] = [
  'paused',
  'too-soon',
  'outside-hours',
  'slot-full',
];

/**
 * The purchase page's write (its route's clientAction): the order, then All Food with the
 * spec's popup. A refusal is told by its reason: each is a popup with the contract's message,
 * and for some a page to go to; anything else is shown under the form. The route's loaders
 * then run again: the stock as it is now, and the sign-in guard for a session that ended.
 */
export async function orderFromPurchasePage(
  input: PlaceOrderInput,
): Promise<FormAnswer<never, PurchaseRefusal>> {
  // The answer is a popup: its code loads while the server works, if the form has not yet.
  preparePopups();
  try {
    await placeOrder(input);
  } catch (error) {
    const { reason, next, failed } = orderFailure(error, i18n._(msg`Purchase`));
    switch (reason) {
      case 'unavailable':
      case 'own-food':
        throw redirect(paths.allFood);
      case 'paused':
      case 'too-soon':
      case 'outside-hours':
      case 'slot-full':
        return { failed: pageText(refusalMessages[reason]), reason, next };
      // An operator blocked the account (decision 140): said as the server says it, nothing bought.
      case 'blocked':
      case 'over-quantity':
      case 'at-least-one':
      case 'one-kitchen': // only a meal of two cooks' dishes: a single dish never is
        return { failed: null, reason, next };
      case null:
        return { failed, reason, next };
      default: {
        // A reason added to @shared must be given its behaviour here.
        const unhandled: never = reason;
        throw new Error(`Unhandled refusal: ${String(unhandled)}`);
      }
    }
  }
  // The popup is on the page before All Food starts loading under it. The order is placed
  // whether or not the popup's code could load.
  await notify(i18n._(messageTexts.purchased), 'success', popupMs.purchased).catch(console.warn);
  throw redirect(paths.allFood);
}
