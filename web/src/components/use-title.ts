import { useEffect } from 'react';

/** Sets the tab title as `FoodTable | {page}`. */
export function useTitle(page: string) {
  useEffect(() => {
    document.title = `FoodTable | ${page}`;
  }, [page]);
}
