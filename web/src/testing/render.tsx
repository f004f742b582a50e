// Testing Library's render with the page's language around the component, as entry.client
// gives every page.
import { I18nProvider } from '@lingui/react';
import { render as renderBare, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { i18n } from '@/lib/i18n';

const withLanguage = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return renderBare(ui, { wrapper: withLanguage, ...options });
}
