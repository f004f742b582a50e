import { memo } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { numberText } from '@/lib/format';
import { Icon } from '../icon';

// The spec's footer: placeholder links and social icons, no behaviour.
const columns = [
  {
    title: msg`Services`,
    links: [msg`Home delivery`, msg`Catering`, msg`Private chefs`, msg`Gift cards`],
  },
  { title: msg`Company`, links: [msg`About us`, msg`Contact`, msg`Careers`, msg`Press kit`] },
  { title: msg`Legal`, links: [msg`Terms of use`, msg`Privacy policy`, msg`Cookie policy`] },
];

// The networks' names as each language writes them (a screen reader reads them aloud).
const socials = [
  {
    label: msg`Twitter`,
    d: 'M22 5.9a8 8 0 0 1-2.4.7 4.1 4.1 0 0 0 1.8-2.3 8.2 8.2 0 0 1-2.6 1A4.1 4.1 0 0 0 11.8 9 11.6 11.6 0 0 1 3.4 4.6a4.1 4.1 0 0 0 1.3 5.5 4 4 0 0 1-1.9-.5v.1a4.1 4.1 0 0 0 3.3 4 4.1 4.1 0 0 1-1.8.1 4.1 4.1 0 0 0 3.8 2.8A8.2 8.2 0 0 1 2 18.3a11.6 11.6 0 0 0 6.3 1.8c7.5 0 11.7-6.2 11.7-11.7v-.5A8.3 8.3 0 0 0 22 5.9z',
  },
  {
    label: msg`YouTube`,
    d: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  },
  {
    label: msg`Facebook`,
    d: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  },
];

/** The same on every page: memoized, so a navigation does not draw it again. */
export const Footer = memo(function Footer() {
  const { t } = useLingui();
  const year = numberText(new Date().getFullYear(), undefined, { grouping: false });
  return (
    <footer className="below-fold mt-16 bg-neutral text-neutral-content print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl font-bold">
            Food<span className="text-accent">Table</span>
          </p>
          <p className="mt-3 text-sm text-neutral-content/80">
            <Trans>Home-cooked dishes from your neighbours, shared at one table.</Trans>
          </p>
          <ul className="mt-4 flex gap-3" aria-label={t`Social media`}>
            {socials.map((social) => (
              <li key={social.label.id}>
                <a
                  href="#"
                  aria-label={t(social.label)}
                  className="btn btn-circle btn-ghost btn-sm border-neutral-content/30 text-neutral-content hover:bg-neutral-content/10"
                >
                  <Icon size={20}>
                    <path d={social.d} />
                  </Icon>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <nav key={column.title.id} aria-label={t(column.title)}>
            <h2 className="mb-3 font-semibold uppercase tracking-wide text-neutral-content/70">
              {t(column.title)}
            </h2>
            <ul className="space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.id}>
                  <a href="#" className="link-hover link">
                    {t(link)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-neutral-content/15 py-4 text-center text-xs text-neutral-content/70">
        <Trans>© {year} FoodTable. All rights reserved.</Trans>
      </p>
    </footer>
  );
});
