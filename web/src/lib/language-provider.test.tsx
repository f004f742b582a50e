import { useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { i18n } from './i18n';
import { LanguageProvider } from './language-provider';

let renders = 0;

function Greeting() {
  const { _ } = useLingui();
  renders += 1;
  return <p>{_({ id: 'greeting', message: 'Hello' })}</p>;
}

afterEach(() => {
  act(() => i18n.activate('en'));
  renders = 0;
});

it('draws nothing again when a catalog loads, and everything when the language changes', () => {
  render(
    <LanguageProvider i18n={i18n}>
      <Greeting />
    </LanguageProvider>,
  );
  expect(screen.getByText('Hello')).toBeInTheDocument();
  const afterFirstRender = renders;

  // A route prefetched from a card loads its catalog: the page on screen does not read it.
  act(() => i18n.load('bn', { greeting: 'নমস্কার' }));
  expect(renders).toBe(afterFirstRender);

  act(() => i18n.activate('bn'));
  expect(screen.getByText('নমস্কার')).toBeInTheDocument();
  expect(renders).toBeGreaterThan(afterFirstRender);
});
