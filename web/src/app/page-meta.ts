// The tab's title and the site's description, from each route module's `meta` (root.tsx renders
// them with <Meta />: into the HTML built ahead, then on every navigation). The deepest route's
// meta replaces its parents', so each page's carries the description as well.
import type { MetaDescriptor } from 'react-router-dom';

const site = 'FoodTable';

const description =
  'FoodTable: browse home-cooked dishes from your neighbours, order them, list your own food and share your table.';

/** `FoodTable | {page}`, or the site's name alone where no page is known yet. */
export function pageMeta(page?: string): MetaDescriptor[] {
  return [
    { title: page === undefined ? site : `${site} | ${page}` },
    { name: 'description', content: description },
  ];
}

/** The title of every error page: not found, a failed load, a crash. */
export const errorPage = 'Error';
