// A test-only fault hook for the purchase (decision 050). On the emulators only, a test
// writes testFaults/placeOrder = { foodId, step } and a purchase of that food throws at that
// step, before anything is committed. In production `onEmulators` is false: no read, no cost.
import { HttpsError } from 'firebase-functions/v2/https';
import { db, onEmulators } from '../lib/admin.js';

export const faultSteps = ['after-read', 'after-order-write', 'after-stock-write'] as const;
export type FaultStep = (typeof faultSteps)[number];

/** Where the emulator-only code looks for an armed fault. Clients cannot write it (rules). */
export const faultDocPath = 'testFaults/placeOrder';

const isStep = (value: unknown): value is FaultStep =>
  typeof value === 'string' && (faultSteps as readonly string[]).includes(value);

/**
 * The step a purchase of `foodId` should fail at, or null. Scoped to one food so that other
 * people's purchases on the shared emulators never trip over a test's fault.
 */
export async function armedFault(foodId: string): Promise<FaultStep | null> {
  if (!onEmulators) return null;
  const fault = (await db.doc(faultDocPath).get()).data();
  return fault?.foodId === foodId && isStep(fault.step) ? fault.step : null;
}

/** Throws the injected failure when `armed` is `step`. */
export function failAt(armed: FaultStep | null, step: FaultStep): void {
  if (armed === step) throw new HttpsError('internal', `Injected fault: ${step}`);
}
