import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { orderFromDocument, orderStatuses, type OrderStatus } from '@shared';
import { MyOrdersTable } from './my-orders-table';
import { OrdersReceivedTable } from './orders-received-table';

afterEach(cleanup);

const order = (status: OrderStatus, index: number) =>
  orderFromDocument(`order-${status}`, {
    buyerEmail: 'bob@foodtable.test',
    buyerName: 'Bob Karim',
    buyerUid: 'bob',
    buyingDate: `2026/11/23 12:0${index}:00`,
    foodName: `Dish ${status}`,
    price: 5,
    quantity: index + 1,
    foodOwner: 'Alice Rahman',
    foodOwnerUid: 'alice',
    foodId: `food-${status}`,
    imageURL: '',
    status,
  });
const orders = orderStatuses.map(order);
const rowOf = (status: OrderStatus) => screen.getByText(`Dish ${status}`).closest('tr')!;
const noop = () => undefined;

describe("the cook's Orders for my food", () => {
  it('offers exactly the moves the server allows from each status', () => {
    render(
      <MemoryRouter>
        <OrdersReceivedTable
          orders={orders}
          hasMore={false}
          loadingMore={false}
          onLoadMore={noop}
        />
      </MemoryRouter>,
    );
    const buttons = (status: OrderStatus) =>
      within(rowOf(status))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons('placed')).toEqual(['Accept', 'Decline']);
    expect(buttons('accepted')).toEqual(['Ready', 'Decline']);
    expect(buttons('ready')).toEqual(['Complete']);
    expect(buttons('completed')).toEqual([]);
    expect(buttons('declined')).toEqual([]);
    expect(within(rowOf('ready')).getByText('Ready', { selector: '[data-status]' })).toBeVisible();
    expect(screen.getByText(/1 waiting for you/)).toBeVisible();
  });

  it('shows the empty state when no order exists', () => {
    render(
      <MemoryRouter>
        <OrdersReceivedTable orders={[]} hasMore={false} loadingMore={false} onLoadMore={noop} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'No orders for your food yet' })).toBeVisible();
  });
});

describe("the buyer's My ordered food", () => {
  // The refusal popup of Delete (sweetalert2 needs a real browser) is in e2e/kitchen.spec.ts.
  it('shows each status in its own column', () => {
    render(
      <MemoryRouter>
        <MyOrdersTable
          orders={orders}
          hasMore={false}
          loadingMore={false}
          onLoadMore={noop}
          buyerUid="bob"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeVisible();
    for (const [status, label] of [
      ['placed', 'Placed'],
      ['declined', 'Declined'],
    ] as const)
      expect(within(rowOf(status)).getByText(label, { selector: '[data-status]' })).toBeVisible();
    expect(within(rowOf('accepted')).getByRole('button', { name: /Delete/ })).toBeEnabled();
  });
});
