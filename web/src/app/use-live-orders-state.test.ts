import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderFromDocument } from '@shared';
import { useLiveOrdersState, type LoadedOrders } from './use-live-orders-state';

const order = (id: string, foodOwnerUid: string) =>
  orderFromDocument(id, { buyerUid: 'bob', foodName: id, foodOwnerUid, status: 'pending' });

const loaded: LoadedOrders = {
  uid: 'bob',
  orders: [order('first', 'alice')],
  hasMore: true,
  kitchenZones: new Map([['alice', 'Asia/Dhaka']]),
};

describe('an orders page before and after its live copy', () => {
  it('draws what the loader read, with Load more waiting for the live copy', () => {
    const { result } = renderHook(() => useLiveOrdersState(loaded));
    const { list } = result.current;
    expect(list.orders).toBe(loaded.orders);
    expect(list.kitchenZones).toBe(loaded.kitchenZones);
    expect(list).toMatchObject({ hasMore: true, loadingMore: true });
  });

  it("takes the live copy, keeping the loader's zones the live cards have not brought", () => {
    const { result } = renderHook(() => useLiveOrdersState(loaded));
    const loadMore = () => undefined;
    const liveOrders = [order('newer', 'carol'), order('first', 'alice')];
    act(() =>
      result.current.onLive({
        uid: 'bob',
        orders: liveOrders,
        hasMore: false,
        loadingMore: false,
        loadMore,
        kitchenZones: new Map([['carol', 'Europe/London']]),
      }),
    );
    const { list } = result.current;
    expect(list).toMatchObject({
      orders: liveOrders,
      hasMore: false,
      loadingMore: false,
      onLoadMore: loadMore,
    });
    expect([...(list.kitchenZones ?? [])]).toEqual([
      ['alice', 'Asia/Dhaka'],
      ['carol', 'Europe/London'],
    ]);
  });

  it("ignores another user's live copy", () => {
    const { result } = renderHook(() => useLiveOrdersState(loaded));
    act(() =>
      result.current.onLive({
        ...loaded,
        uid: 'carol',
        orders: [],
        loadingMore: false,
        loadMore: () => undefined,
      }),
    );
    expect(result.current.list.orders).toBe(loaded.orders);
  });
});
