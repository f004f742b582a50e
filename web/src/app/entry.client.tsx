// The browser's entry: the page hydrates in the language its HTML was built in (<html lang>),
// whose catalogs the route modules loaded before this module ran, so the first render matches
// the HTML.
import { I18nProvider } from '@lingui/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { localeOf } from '@shared/languages';
import { i18n, pageLanguage } from '@/lib/i18n';

const language = pageLanguage();
i18n.activate(language, localeOf[language]);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HydratedRouter />
      </I18nProvider>
    </StrictMode>,
  );
});
