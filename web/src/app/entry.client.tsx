// The browser's entry: the page hydrates in the language its HTML was built in (<html lang>),
// with that language's catalog loaded first, so the first render matches the HTML.
import { I18nProvider } from '@lingui/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { languageOf } from '@shared/languages';
import { activateLanguage, i18n } from '@/lib/i18n';

await activateLanguage(languageOf(document.documentElement.lang));

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
