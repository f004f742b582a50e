import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FoodListFilter } from '@shared';
import { moneyText } from '@shared/money';
import { languageOf } from '@shared/languages';
import { LoadMore } from '@/components/list/load-more';
import { useMorePages } from '@/components/list/more-pages';
import { allergenListText, categoryText, countryText, dietFilterTexts } from '@/lib/food-texts';
import { i18n } from '@/lib/i18n';
import type { FoodPage } from '../api/run-food-query';
import { FoodCard, FoodCategory } from './food-card';

/** What the filter asks for, in words: `“naan” in Breads and Rotis from India (Veg)`. */
function describe(filter: FoodListFilter): string {
  const text = filter.text;
  const category = filter.category && categoryText(filter.category);
  const country = filter.country && countryText(filter.country);
  const diet = filter.diet && i18n._(dietFilterTexts[filter.diet]);
  const allergens = filter.freeFrom?.length && allergenListText(filter.freeFrom);
  const parts = [
    text && `“${text}”`,
    category && i18n._(msg`in ${category}`),
    country && i18n._(msg`from ${country}`),
    diet && `(${diet})`,
    allergens && i18n._(msg`free from ${allergens}`),
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
  const { t, i18n: active } = useLingui();
  const language = languageOf(active.locale);
  const filtered =
    Boolean(filter.text || filter.category || filter.country || filter.diet) ||
    Boolean(filter.freeFrom?.length);
  const order = filter.sort === 'top-rated' ? t`Top rated first` : t`Newest first`;
  const description = filtered ? describe(filter) : '';
  const lowerOrder = order.toLowerCase();
  const results = filtered ? t`Results for ${description}, ${lowerOrder}` : order;

  return (
    <div className="mt-8">
      <h2 className="sr-only">
        <Trans>Dishes</Trans>
      </h2>
      <p role="status" className="mb-4 text-sm text-base-content/75">
        {foods.length === 0 && hasMore
          ? t`${results}: none among the newest dishes yet. Load more to keep looking.`
          : results}
      </p>
      {foods.length === 0 && !hasMore ? (
        <div className="rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-14 text-center">
          <h2 className="font-display text-2xl font-bold">
            {filtered ? <Trans>No food found</Trans> : <Trans>No food listed yet</Trans>}
          </h2>
          <p className="mt-2 text-base-content/75">
            {filtered ? (
              <Trans>
                Nothing on the menu matches {description}. Try another word, or Reset to see
                everything.
              </Trans>
            ) : (
              <Trans>When neighbours list their dishes, they appear here.</Trans>
            )}
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
                    {moneyText(food.price, food.currency, language)}
                  </span>
                }
              >
                <FoodCategory category={food.category} />
              </FoodCard>
            </li>
          ))}
        </ul>
      )}
      {hasMore && <LoadMore status={status} onLoadMore={loadMore} noun={t`food`} />}
    </div>
  );
}
