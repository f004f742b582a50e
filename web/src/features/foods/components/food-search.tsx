import { useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { categories, countries, type FoodListFilter } from '@shared';
import { Icon } from '@/components/icon';
import { paths } from '@/config/paths';

/** /allFood?q=&category=&country=, with only the parts that are set. */
export function allFoodHref(filter: FoodListFilter): string {
  const params = new URLSearchParams();
  if (filter.text?.trim()) params.set('q', filter.text.trim());
  if (filter.category) params.set('category', filter.category);
  if (filter.country) params.set('country', filter.country);
  const query = params.toString();
  return query ? `${paths.allFood}?${query}` : paths.allFood;
}

// The filter lives in the address, so back, refresh and shared links show the same results.
// Remount it (key) when the address changes so the fields show what the address says.
export function FoodSearch({ filter }: { filter: FoodListFilter }) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

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
      }),
    );
  }

  function reset() {
    form.current?.reset();
    navigate(paths.allFood);
  }

  const filtered = Boolean(filter.text || filter.category || filter.country);

  return (
    <form
      ref={form}
      role="search"
      onSubmit={onSubmit}
      className="grid grid-cols-2 gap-3 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm lg:grid-cols-[1fr_14rem_12rem_auto]"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-q`} className="sr-only">
          Search food
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
            placeholder="Search food..."
            defaultValue={filter.text ?? ''}
            maxLength={80}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-category`} className="sr-only">
          Category
        </label>
        <select
          id={`${id}-category`}
          name="category"
          className="select w-full"
          defaultValue={filter.category ?? ''}
          onChange={() => form.current?.requestSubmit()}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-country`} className="sr-only">
          Country
        </label>
        <select
          id={`${id}-country`}
          name="country"
          className="select w-full"
          defaultValue={filter.country ?? ''}
          onChange={() => form.current?.requestSubmit()}
        >
          <option value="">All countries</option>
          {countries.map((country) => (
            <option key={country}>{country}</option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <button type="submit" className="btn btn-primary flex-1 lg:flex-none">
          Search
        </button>
        <button
          type="button"
          className="btn btn-ghost flex-1 lg:flex-none"
          onClick={reset}
          disabled={!filtered}
        >
          Reset
        </button>
      </div>
    </form>
  );
}
