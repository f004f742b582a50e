import { useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { LanguageProvider } from './language-provider';

/** A text that reports each time it draws. */
function Greeting({ drawn }: { drawn: () => void }) {
  const { _ } = useLingui();
  drawn();
  return <p>{_({ id: 'greeting', message: 'Hello' })}</p>;
}

afterEach(() => {
  act(() => i18n.activate('en'));
});

it('draws nothing again when a catalog loads, and everything when the language changes', () => {
  const drawn = vi.fn();
  render(
    <LanguageProvider i18n={i18n}>
      <Greeting drawn={drawn} />
    </LanguageProvider>,
  );
  expect(screen.getByText('Hello')).toBeInTheDocument();
  const afterFirstRender = drawn.mock.calls.length;

  // A route prefetched from a card loads its catalog: the page on screen does not read it.
  act(() => i18n.load('bn', { greeting: 'নমস্কার' }));
  expect(drawn).toHaveBeenCalledTimes(afterFirstRender);

  act(() => i18n.activate('bn'));
  expect(screen.getByText('নমস্কার')).toBeInTheDocument();
  expect(drawn.mock.calls.length).toBeGreaterThan(afterFirstRender);
});
