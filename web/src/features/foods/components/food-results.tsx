import type { FoodListFilter } from '@shared';
import { allergenList, dietFilterLabels } from '@shared/declaration-text';
import { LoadMore } from '@/components/list/load-more';
import { moneyText } from '@shared/money';
import { useMorePages } from '@/components/list/more-pages';
import type { FoodPage } from '../api/run-food-query';
import { FoodCard } from './food-card';

function describe(filter: FoodListFilter): string {
  const parts = [
    filter.text && `“${filter.text}”`,
    filter.category && `in ${filter.category}`,
    filter.country && `from ${filter.country}`,
    filter.diet && `(${dietFilterLabels[filter.diet]})`,
    filter.freeFrom?.length && `free from ${allergenList(filter.freeFrom)}`,
  ].filter(Boolean);
  return parts.join(' ');
}

/** The grid of /allFood: the loader's first page, then more on request (the route's loader). */
export function FoodResults({
  firstPage,
  filter,
}: {
  firstPage: FoodPage;
  filter: FoodListFilter;
}) {
  const { items: foods, hasMore, status, loadMore } = useMorePages(firstPage);
  const filtered =
    Boolean(filter.text || filter.category || filter.country || filter.diet) ||
    Boolean(filter.freeFrom?.length);
  const order = filter.sort === 'top-rated' ? 'Top rated first' : 'Newest first';

  return (
    <div className="mt-8">
      <h2 className="sr-only">Dishes</h2>
      <p role="status" className="mb-4 text-sm text-base-content/75">
        {filtered ? `Results for ${describe(filter)}, ${order.toLowerCase()}` : order}
        {foods.length === 0 &&
          hasMore &&
          ': none among the newest dishes yet. Load more to keep looking.'}
      </p>
      {foods.length === 0 && !hasMore ? (
        <div className="rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-14 text-center">
          <h2 className="font-display text-2xl font-bold">
            {filtered ? 'No food found' : 'No food listed yet'}
          </h2>
          <p className="mt-2 text-base-content/75">
            {filtered
              ? `Nothing on the menu matches ${describe(filter)}. Try another word, or Reset to see everything.`
              : 'When neighbours list their dishes, they appear here.'}
          </p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {foods.map((food) => (
            <li key={food._id} className="below-fold grid">
              <FoodCard
                food={food}
                highlight={
                  <span className="text-lg font-bold text-primary">
                    {moneyText(food.price, food.currency)}
                  </span>
                }
              >
                <p className="text-sm text-base-content/75">Category: {food.category}</p>
              </FoodCard>
            </li>
          ))}
        </ul>
      )}
      {hasMore && <LoadMore status={status} onLoadMore={loadMore} noun="food" />}
    </div>
  );
}
