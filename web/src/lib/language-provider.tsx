// Lingui's context for the whole app, renewed only when the page's language changes.
//
// Lingui's own I18nProvider renews it on every `change` event of `i18n`, and `i18n.load` emits
// one for each catalog loaded: every text on the page would draw again, in one blocking task,
// each time a route prefetched from a card or a lazily loaded part brings its catalog, though
// nothing on screen reads it (each module loads its catalog before it renders: lib/i18n.ts).
// Texts read messages through `i18n` when they render, so a catalog loaded later is there for
// whatever renders next; only a new language (`i18n.activate`) redraws the page (decision 210).
import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useEffect, useState, type ContextType, type ReactNode } from 'react';

type LinguiContextValue = NonNullable<ContextType<typeof LinguiContext>>;

const contextOf = (i18n: I18n): LinguiContextValue & { locale: string } => ({
  i18n,
  _: i18n.t.bind(i18n),
  locale: i18n.locale,
});

export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [context, setContext] = useState(() => contextOf(i18n));
  useEffect(() => {
    const follow = () =>
      setContext((current) => (current.locale === i18n.locale ? current : contextOf(i18n)));
    follow();
    return i18n.on('change', follow);
  }, [i18n]);
  return <LinguiContext value={context}>{children}</LinguiContext>;
}
