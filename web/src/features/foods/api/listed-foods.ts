// The foods this tab has just read (the menu, the top sellers, a dish's page), by id: a dish's
// page and its purchase form paint from the copy the diner clicked on instead of reading it
// again; their live copy (use-live-foods.ts) replaces it as soon as it arrives.
import type { AsAuthorSees, Food } from '@shared';

const listed = new Map<string, AsAuthorSees<Food>>();
// Enough for every page of a long scroll through the menu.
const kept = 500;

export function rememberFoods(foods: readonly AsAuthorSees<Food>[]): void {
  for (const food of foods) {
    listed.delete(food._id);
    listed.set(food._id, food);
  }
  for (const id of listed.keys()) {
    if (listed.size <= kept) break;
    listed.delete(id);
  }
}

export function listedFood(id: string): AsAuthorSees<Food> | undefined {
  return listed.get(id);
}
