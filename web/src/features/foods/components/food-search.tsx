import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { categories, countries, foodSorts, type FoodListFilter } from '@shared';
import { allergens, dietFilters } from '@shared/declaration';
import { Icon } from '@/components/icon';
import { paths } from '@/config/paths';
import {
  allergenTexts,
  categoryTexts,
  countryTexts,
  dietFilterTexts,
  foodSortTexts,
} from '@/lib/food-texts';

/**
 * /allFood?q=&category=&country=&sort=&diet=&free=, with only the parts that are set (Newest is
 * no sort). `free` stays, empty, once chosen: a diner who cleared their allergies keeps none.
 */
export function allFoodHref(filter: FoodListFilter): string {
  const params = new URLSearchParams();
  if (filter.text?.trim()) params.set('q', filter.text.trim());
  if (filter.category) params.set('category', filter.category);
  if (filter.country) params.set('country', filter.country);
  if (filter.sort && filter.sort !== 'newest') params.set('sort', filter.sort);
  if (filter.diet) params.set('diet', filter.diet);
  if (filter.freeFrom) params.set('free', filter.freeFrom.join(','));
  const query = params.toString().replaceAll('%2C', ',');
  return query ? `${paths.allFood}?${query}` : paths.allFood;
}

// The filter lives in the address, so back, refresh and shared links show the same results.
// Remount it (key) when the address changes so the fields show what the address says.
export function FoodSearch({ filter }: { filter: FoodListFilter }) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const { t } = useLingui();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const pick = <T extends string>(options: readonly T[], value: FormDataEntryValue | null) =>
      options.find((option) => option === value) ?? null;
    navigate(
      allFoodHref({
        text: String(data.get('q') ?? ''),
        category: pick(categories, data.get('category')),
        country: pick(countries, data.get('country')),
        sort: pick(foodSorts, data.get('sort')),
        diet: pick(dietFilters, data.get('diet')),
        freeFrom: freeFromOf(data.getAll('free')),
      }),
    );
  }

  // Nothing ticked stays "not chosen" until the diner has chosen (then `free=`, none).
  function freeFromOf(values: FormDataEntryValue[]) {
    const chosen = allergens.filter((allergen) => values.includes(allergen));
    return chosen.length || filter.freeFrom ? chosen : null;
  }

  function reset() {
    form.current?.reset();
    navigate(paths.allFood);
  }

  const filtered =
    Boolean(filter.text || filter.category || filter.country || filter.sort || filter.diet) ||
    Boolean(filter.freeFrom?.length);

  return (
    <form
      ref={form}
      role="search"
      onSubmit={onSubmit}
      className="grid grid-cols-2 gap-3 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm lg:grid-cols-[1fr_14rem_12rem_11rem_auto]"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-q`} className="sr-only">
          <Trans>Search food</Trans>
        </label>
        <div className="input w-full">
          <Icon size={18} line={2} className="opacity-60">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </Icon>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            placeholder={t`Search food...`}
            defaultValue={filter.text ?? ''}
            maxLength={80}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-category`} className="sr-only">
          <Trans>Category</Trans>
        </label>
        <select
          id={`${id}-category`}
          name="category"
          className="select w-full"
          defaultValue={filter.category ?? ''}
          onChange={() => form.current?.requestSubmit()}
        >
          <option value="">{t`All categories`}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {t(categoryTexts[category])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-country`} className="sr-only">
          <Trans>Country</Trans>
        </label>
        <select
          id={`${id}-country`}
          name="country"
          className="select w-full"
          defaultValue={filter.country ?? ''}
          onChange={() => form.current?.requestSubmit()}
        >
          <option value="">{t`All countries`}</option>
          {countries.map((country) => (
            <option key={country} value={country}>
              {t(countryTexts[country])}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex items-center gap-2 lg:col-span-1">
        <label htmlFor={`${id}-sort`} className="shrink-0 text-sm font-medium">
          <Trans>Sort by</Trans>
        </label>
        <select
          id={`${id}-sort`}
          name="sort"
          className="select w-full"
          defaultValue={filter.sort ?? 'newest'}
          onChange={() => form.current?.requestSubmit()}
        >
          {foodSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(foodSortTexts[sort])}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 grid gap-3 border-t border-base-300 pt-3 lg:col-span-5 lg:grid-cols-[11rem_1fr]">
        <div className="flex items-center gap-2 self-start">
          <label htmlFor={`${id}-diet`} className="shrink-0 text-sm font-medium">
            <Trans>Diet</Trans>
          </label>
          <select
            id={`${id}-diet`}
            name="diet"
            className="select select-sm w-full"
            defaultValue={filter.diet ?? ''}
            onChange={() => form.current?.requestSubmit()}
          >
            <option value="">{t`Any`}</option>
            {dietFilters.map((diet) => (
              <option key={diet} value={diet}>
                {t(dietFilterTexts[diet])}
              </option>
            ))}
          </select>
        </div>
        {/* On a phone the 14 choices are one row that scrolls sideways, so the dishes start
            near the top of the screen; wider screens wrap them beside the legend. */}
        <fieldset className="min-w-0">
          <legend className="mb-1 text-sm font-medium sm:float-left sm:mr-3 sm:mb-0">
            <Trans>Free from</Trans>
          </legend>
          <div className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0">
            {allergens.map((allergen) => (
              <label
                key={allergen}
                className="inline-flex shrink-0 cursor-pointer items-center gap-1.5 rounded-full border border-base-300 px-2.5 py-1 text-xs whitespace-nowrap has-checked:border-primary has-checked:bg-primary/10"
              >
                <input
                  type="checkbox"
                  name="free"
                  value={allergen}
                  className="checkbox checkbox-xs"
                  defaultChecked={filter.freeFrom?.includes(allergen) ?? false}
                  onChange={() => form.current?.requestSubmit()}
                />
                {t(allergenTexts[allergen])}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="col-span-2 flex gap-2 lg:col-span-1 lg:row-start-1 lg:col-start-5">
        <button type="submit" className="btn btn-primary flex-1 lg:flex-none">
          <Trans>Search</Trans>
        </button>
        <button
          type="button"
          className="btn btn-ghost flex-1 lg:flex-none"
          onClick={reset}
          disabled={!filtered}
        >
          <Trans>Reset</Trans>
        </button>
      </div>
    </form>
  );
}
