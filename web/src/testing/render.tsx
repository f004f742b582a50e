// Testing Library's render with the page's language around the component, as entry.client
// gives every page.
import { render as renderBare, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { i18n } from '@/lib/i18n';
import { LanguageProvider } from '@/lib/language-provider';

const withLanguage = ({ children }: { children: ReactNode }) => (
  <LanguageProvider i18n={i18n}>{children}</LanguageProvider>
);

export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return renderBare(ui, { wrapper: withLanguage, ...options });
}
