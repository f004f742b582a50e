import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '@/testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultKitchen, placeOrderSchema, refusalMessages, type RefusalReason } from '@shared';
import { parseJsonRequest } from '@/components/form/form-action';
import { notify, warn } from '@/lib/popups';
import { callFunction } from '@/lib/data/store';
import { orderFromPurchasePage } from '../api/place-order';
import { PurchaseForm } from './purchase-form';

// The browser cannot reach the Functions emulator here: the callable's answer is given at the
// one door every call goes through (lib/data/store), and the popups are recorded.
vi.mock('@/lib/popups', () => ({
  notify: vi.fn(() => Promise.resolve()),
  warn: vi.fn(),
  preparePopups: vi.fn(),
}));
vi.mock('@/lib/data/store', () => ({ callFunction: vi.fn(), prepareFunctions: vi.fn() }));

const food = {
  _id: 'f1',
  foodName: 'Butter Chicken',
  price: 12,
  currency: 'USD' as const,
  quantity: 5,
  ownerUid: 'alice',
};
const buyer = { uid: 'bob', displayName: 'Bob Karim', email: 'bob@foodtable.test' };

/**
 * The form on its page, whose action is the purchase page's, with /allFood beside it; counts
 * the page's loads (revalidations).
 */
function renderForm() {
  const loads = vi.fn(() => null);
  const router = createMemoryRouter(
    [
      {
        path: '/foodPurchase/:id',
        loader: loads,
        action: async ({ request }) => {
          const order = await parseJsonRequest(request, placeOrderSchema);
          return order.ok ? orderFromPurchasePage(order.data) : { failed: order.failed };
        },
        HydrateFallback: () => null,
        element: (
          <PurchaseForm
            food={food}
            buyer={buyer}
            kitchen={{ ...defaultKitchen }}
            fullPickupTimes={[]}
          />
        ),
      },
      { path: '/allFood', element: <p>All foods page</p> },
    ],
    { initialEntries: ['/foodPurchase/f1'] },
  );
  render(<RouterProvider router={router} />);
  return { router, loads };
}

/** What the Functions SDK rejects with for an HttpsError: its code, message and details. */
const functionsError = (code: string, message: string, details?: unknown) =>
  Object.assign(new Error(`${message} [400]`), { code: `functions/${code}`, details });

async function purchaseRefusedWith(error: Error) {
  vi.mocked(callFunction).mockRejectedValueOnce(error);
  const page = renderForm();
  await waitFor(() => expect(page.loads).toHaveBeenCalledTimes(1));
  fireEvent.click(await screen.findByRole('button', { name: 'Purchase' }));
  await waitFor(() => expect(callFunction).toHaveBeenCalledTimes(1));
  return page;
}

beforeEach(() => {
  vi.mocked(notify).mockClear();
  vi.mocked(warn).mockClear();
  vi.mocked(callFunction).mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the purchase form reads a refusal by its reason', () => {
  it.each<[RefusalReason, string]>([
    ['unavailable', 'not-found'],
    ['own-food', 'failed-precondition'],
  ])('%s: the popup with its message, then All foods', async (reason, code) => {
    // The message text plays no part: only the reason does.
    const { router } = await purchaseRefusedWith(functionsError(code, 'Other words', { reason }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/allFood'));
    expect(warn).toHaveBeenCalledWith(refusalMessages[reason]);
  });

  it.each<[RefusalReason, string]>([
    ['over-quantity', 'failed-precondition'],
    ['at-least-one', 'invalid-argument'],
    ['blocked', 'permission-denied'],
  ])('%s: the popup with its message, and the stock read again', async (reason, code) => {
    const { router, loads } = await purchaseRefusedWith(
      functionsError(code, 'Other words', { reason }),
    );
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(2));
    expect(warn).toHaveBeenCalledWith(refusalMessages[reason]);
    expect(router.state.location.pathname).toBe('/foodPurchase/f1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each<[RefusalReason, string]>([
    ['paused', 'failed-precondition'],
    ['too-soon', 'failed-precondition'],
    ['outside-hours', 'invalid-argument'],
  ])('%s: the popup and the message under the form, on the same page', async (reason, code) => {
    const { router } = await purchaseRefusedWith(functionsError(code, 'Other words', { reason }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusalMessages[reason]);
    expect(warn).toHaveBeenCalledWith(refusalMessages[reason]);
    expect(router.state.location.pathname).toBe('/foodPurchase/f1');
  });

  it('takes the contract’s text without a reason as a failure to retry, not a refusal', async () => {
    const { router } = await purchaseRefusedWith(
      functionsError('failed-precondition', refusalMessages['own-food']),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/press Purchase again/);
    expect(notify).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/foodPurchase/f1');
  });
});
