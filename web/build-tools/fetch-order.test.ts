import { describe, expect, it } from 'vitest';
import { withStylesheetsFirst } from './fetch-order.ts';

const page = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head>${head}</head><body><main>Hi</main></body></html>`;

describe('withStylesheetsFirst', () => {
  it('asks for the stylesheet before the module preloads, and for those at low priority', () => {
    const built = page(
      '<meta charSet="utf-8"/><link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>' +
        '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/home.js"/>' +
        '<title>FoodTable</title><link rel="stylesheet" href="/assets/root.css"/>',
    );
    expect(withStylesheetsFirst(built)).toBe(
      page(
        '<meta charSet="utf-8"/><link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>' +
          '<link rel="stylesheet" href="/assets/root.css"/>' +
          '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/home.js"/>' +
          '<title>FoodTable</title>',
      ),
    );
  });

  it('leaves a stylesheet already before the preloads, and the body, as they are', () => {
    const built =
      '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/e.js"/></head>' +
      '<body><link rel="stylesheet" href="/late.css"/></body></html>';
    expect(withStylesheetsFirst(built)).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/e.js"/></head>' +
        '<body><link rel="stylesheet" href="/late.css"/></body></html>',
    );
  });

  it('leaves a page without module preloads unchanged, and refuses one without a head', () => {
    const plain = page('<link rel="stylesheet" href="/a.css"/>');
    expect(withStylesheetsFirst(plain)).toBe(plain);
    expect(() => withStylesheetsFirst('<html><body></body></html>')).toThrow(/no <\/head>/);
  });
});
