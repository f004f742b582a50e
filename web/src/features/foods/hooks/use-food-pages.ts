import { useCallback, useState } from 'react';
import type { FoodCursor, FoodPage } from '../api/run-food-query';

type Status = 'idle' | 'loading' | 'error';

/** A list that starts with a loader's first page and grows a page at a time on request. */
export function useFoodPages(
  first: FoodPage,
  fetchPage: (cursor: FoodCursor) => Promise<FoodPage>,
) {
  const [foods, setFoods] = useState(first.foods);
  const [next, setNext] = useState(first.next);
  const [status, setStatus] = useState<Status>('idle');

  const loadMore = useCallback(async () => {
    if (!next) return;
    setStatus('loading');
    try {
      const page = await fetchPage(next);
      setFoods((shown) => {
        const ids = new Set(shown.map((food) => food._id));
        return [...shown, ...page.foods.filter((food) => !ids.has(food._id))];
      });
      setNext(page.next);
      setStatus('idle');
    } catch (error) {
      console.error(error);
      setStatus('error');
    }
  }, [next, fetchPage]);

  const remove = useCallback((id: string) => {
    setFoods((shown) => shown.filter((food) => food._id !== id));
  }, []);

  return { foods, hasMore: next !== null, status, loadMore, remove };
}
