// The tab's title and the site's description, from each route module's `meta` (root.tsx renders
// them with <Meta />: into the HTML built ahead, then on every navigation and change of
// language). The deepest route's meta replaces its parents', so each page's carries the
// description as well.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MetaDescriptor } from 'react-router-dom';
import { i18n } from '@/lib/i18n';

const site = 'FoodTable';

const description = msg`FoodTable: browse home-cooked dishes from your neighbours, order them, list your own food and share your table.`;

/**
 * `FoodTable | {page}`, or the site's name alone where no page is known yet. `page` is a
 * message (`msg\`All Food\``), or what someone wrote (a dish's name) as it is.
 */
export function pageMeta(page?: MessageDescriptor | string): MetaDescriptor[] {
  const name = typeof page === 'object' ? i18n._(page) : page;
  return [
    { title: name === undefined ? site : `${site} | ${name}` },
    { name: 'description', content: i18n._(description) },
  ];
}

/** The title of every error page: not found, a failed load, a crash. */
export const errorPage = msg`Error`;
