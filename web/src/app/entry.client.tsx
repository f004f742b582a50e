// The browser's entry: the page hydrates in the language its HTML was built in (<html lang>),
// whose catalogs the route modules loaded before this module ran, so the first render matches
// the HTML.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { localeOf } from '@shared/languages';
import { i18n, pageLanguage } from '@/lib/i18n';
import { LanguageProvider } from '@/lib/language-provider';

const language = pageLanguage();
i18n.activate(language, localeOf[language]);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <LanguageProvider i18n={i18n}>
        <HydratedRouter />
      </LanguageProvider>
    </StrictMode>,
  );
});
