import { cleanup, screen, within } from '@testing-library/react';
import { render } from '@/testing/render';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { orderFromDocument, orderStatuses, type OrderStatus } from '@shared';
import { MyOrdersTable } from './my-orders-table';
import { OrdersReceivedTable, pickupsToday, sortOrders } from './orders-received-table';

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
          cookUid="alice"
          moves={{ moving: new Set(), move: noop }}
        />
      </MemoryRouter>,
    );
    const buttons = (status: OrderStatus) =>
      within(rowOf(status))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons('placed')).toEqual(['Accept', 'Decline']);
    expect(buttons('accepted')).toEqual(['Ready', 'Decline']);
    // No pickup time: never Not collected.
    expect(buttons('ready')).toEqual(['Complete']);
    expect(buttons('completed')).toEqual([]);
    expect(buttons('declined')).toEqual([]);
    expect(buttons('expired')).toEqual([]);
    expect(buttons('no-show')).toEqual([]);
    expect(within(rowOf('expired')).getByText('Expired')).toBeVisible();
    expect(within(rowOf('no-show')).getByText('Not collected')).toBeVisible();
    expect(within(rowOf('ready')).getByText('Ready', { selector: '[data-status]' })).toBeVisible();
    expect(screen.getByText(/1 waiting for you/)).toBeVisible();
  });

  it('opens Not collected 15 minutes after the pickup time, and not before', () => {
    const readyAt = (minutesAgo: number) =>
      orderFromDocument(`ready-${minutesAgo}`, {
        ...order('ready', 0),
        foodName: `Picked up ${minutesAgo} minutes ago`,
        status: 'ready',
        pickupAt: new Date(Date.now() - minutesAgo * 60_000),
      });
    render(
      <MemoryRouter>
        <OrdersReceivedTable
          orders={[readyAt(14), readyAt(16)]}
          hasMore={false}
          loadingMore={false}
          onLoadMore={noop}
          cookUid="alice"
          moves={{ moving: new Set(), move: noop }}
        />
      </MemoryRouter>,
    );
    const button = (minutesAgo: number) =>
      within(screen.getByText(`Picked up ${minutesAgo} minutes ago`).closest('tr')!).queryByRole(
        'button',
        { name: 'Not collected' },
      );
    expect(button(14)).toBeNull();
    expect(button(16)).toBeEnabled();
  });

  it('shows a buyer’s missed pickups beside their name, only when there are some', () => {
    const waiting = (id: string, buyerNoShows?: number) =>
      orderFromDocument(id, {
        ...order('placed', 0),
        foodName: `Dish ${id}`,
        status: 'placed',
        ...(buyerNoShows === undefined ? {} : { buyerNoShows }),
      });
    render(
      <MemoryRouter>
        <OrdersReceivedTable
          orders={[waiting('twice', 2), waiting('never'), waiting('zero', 0)]}
          hasMore={false}
          loadingMore={false}
          onLoadMore={noop}
          cookUid="alice"
          moves={{ moving: new Set(), move: noop }}
        />
      </MemoryRouter>,
    );
    const row = (id: string) => screen.getByText(`Dish ${id}`).closest('tr')!;
    expect(within(row('twice')).getByText('Missed pickups: 2')).toBeVisible();
    expect(within(row('never')).queryByText(/Missed pickups/)).toBeNull();
    expect(within(row('zero')).queryByText(/Missed pickups/)).toBeNull();
  });

  it('shows the empty state when no order exists', () => {
    render(
      <MemoryRouter>
        <OrdersReceivedTable
          orders={[]}
          hasMore={false}
          loadingMore={false}
          onLoadMore={noop}
          cookUid="alice"
          moves={{ moving: new Set(), move: noop }}
        />
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
          writes={{
            deleting: null,
            deleted: new Set(),
            alert: null,
            given: new Map(),
            rating: { pendingId: null, refusedId: null },
            cancel: noop,
            removeFromList: noop,
            rate: noop,
            unrate: noop,
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeVisible();
    for (const [status, label] of [
      ['placed', 'Placed'],
      ['declined', 'Declined'],
      ['expired', 'Expired'],
      ['no-show', 'Not collected'],
    ] as const)
      expect(within(rowOf(status)).getByText(label, { selector: '[data-status]' })).toBeVisible();
    expect(within(rowOf('accepted')).getByRole('button', { name: /Delete/ })).toBeEnabled();
  });
});

describe('the cook’s pickups', () => {
  const withPickup = (status: OrderStatus, index: number, pickupAt: Date | null) =>
    orderFromDocument(`pickup-${index}`, {
      ...order(status, index),
      status,
      ...(pickupAt ? { pickupAt } : {}),
    });
  const now = Date.parse('2026-11-23T06:00:00Z'); // noon in Dhaka
  const list = [
    withPickup('placed', 0, new Date('2026-11-24T05:00:00Z')),
    withPickup('accepted', 1, new Date('2026-11-23T12:00:00Z')),
    withPickup('placed', 2, null),
    withPickup('completed', 3, new Date('2026-11-23T08:00:00Z')),
    withPickup('ready', 4, new Date('2026-11-23T17:30:00Z')), // 23:30 in Dhaka: still today
  ];

  it('sorts by pickup time, soonest first, orders without one last', () => {
    expect(sortOrders(list, 'pickup').map((o) => o._id)).toEqual([
      'pickup-3',
      'pickup-1',
      'pickup-4',
      'pickup-0',
      'pickup-2',
    ]);
    expect(sortOrders(list, 'newest')).toBe(list);
  });

  it('counts today’s pickups still to hand over, on the kitchen’s calendar', () => {
    expect(pickupsToday(list, 'Asia/Dhaka', now)).toBe(2);
    expect(pickupsToday(list, 'UTC', now)).toBe(2);
    // Still the 22nd in Los Angeles: none of these is today there.
    expect(pickupsToday(list, 'America/Los_Angeles', now)).toBe(0);
  });

  it('shows the pickup on the kitchen’s clock, and "Not set" for an old order', () => {
    render(
      <MemoryRouter>
        <OrdersReceivedTable
          orders={list}
          hasMore={false}
          loadingMore={false}
          onLoadMore={noop}
          cookUid="alice"
          moves={{ moving: new Set(), move: noop }}
          kitchenZones={new Map([['alice', 'Asia/Dhaka']])}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByText(/Tue 24 Nov, 11:00/).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Not set').length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  });
});
