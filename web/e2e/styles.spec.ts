// Two stylesheets (decision 114): the first load's (index.css) holds the classes of the frame,
// / and /allFood; every other page loads the whole one (styles/all.css) with its chunk.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

/** The stylesheets a page's document links, by URL path. */
const linkedSheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );

const firstLoadSheet = /^\/assets\/index-[\w-]+\.css$/;
const wholeSheet = /^\/assets\/all-[\w-]+\.css$/;

test('the first-load sheet is a part of the whole one, in the same order', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const firstHref = /<link rel="stylesheet"[^>]* href="(\/assets\/index-[\w-]+\.css)"/.exec(
    html,
  )?.[1];
  const routeFiles = /<meta name="route-chunks" content="([^"]+)"/.exec(html)?.[1] ?? '{}';
  const wholeHref = (JSON.parse(routeFiles.replaceAll('&quot;', '"')) as Record<string, string[]>)[
    '/login'
  ]?.find((file) => wholeSheet.test(file));
  expect(firstHref).toBeDefined();
  expect(wholeHref).toBeDefined();
  const first = await (await request.get(firstHref!)).text();
  const whole = await (await request.get(wholeHref!)).text();

  await page.goto('/robots.txt');
  // With both sheets loaded the whole one comes second, so the cascade is that of the whole one
  // alone when (1) every declaration of the first sheet is in the whole one too, under the same
  // selector, layer and conditions (its copy comes later and wins any tie), and (2) the layers
  // keep the whole one's order, though the first sheet declares its own first. (The minifier
  // merges rules differently in each sheet, so declarations are compared, not rules.)
  const problems = await page.evaluate(
    ({ firstText, wholeText }) => {
      /** `a, :is(b, c)` → `a`, `:is(b, c)`. */
      const selectors = (list: string) => {
        const parts: string[] = [];
        let depth = 0;
        let start = 0;
        for (let i = 0; i < list.length; i++) {
          const c = list[i];
          if (c === '(' || c === '[') depth++;
          else if (c === ')' || c === ']') depth--;
          else if (c === ',' && depth === 0) {
            parts.push(list.slice(start, i).trim());
            start = i + 1;
          }
        }
        return [...parts, list.slice(start).trim()];
      };
      const read = (text: string) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        const declarations = new Set<string>();
        const layers: string[] = [];
        const walk = (list: CSSRuleList, place: string, layer: string) => {
          for (const rule of list) {
            if (rule instanceof CSSStyleRule) {
              for (const selector of selectors(rule.selectorText))
                for (const name of rule.style)
                  declarations.add(
                    `${place} ${selector} { ${name}: ${rule.style.getPropertyValue(name)}` +
                      `${rule.style.getPropertyPriority(name)} }`,
                  );
              walk(rule.cssRules, `${place} ${rule.selectorText} >`, layer);
            } else if (rule instanceof CSSLayerBlockRule || rule instanceof CSSLayerStatementRule) {
              const names = rule instanceof CSSLayerBlockRule ? [rule.name] : [...rule.nameList];
              for (const name of names) {
                const path = layer ? `${layer}.${name}` : name;
                if (!layers.includes(path)) layers.push(path);
              }
              if (rule instanceof CSSLayerBlockRule) {
                const path = layer ? `${layer}.${rule.name}` : rule.name;
                walk(rule.cssRules, `${place} @layer ${path} >`, path);
              }
            } else if (rule instanceof CSSConditionRule)
              walk(rule.cssRules, `${place} ${rule.conditionText} >`, layer);
            else declarations.add(`${place} ${rule.cssText}`);
          }
        };
        walk(sheet.cssRules, '', '');
        return { declarations, layers };
      };
      const first = read(firstText);
      const whole = read(wholeText);
      const missing = [...first.declarations].filter((d) => !whole.declarations.has(d));
      // Layers are ordered where first seen: the first sheet's, then the rest of the whole's.
      const seen = [...new Set([...first.layers, ...whole.layers])];
      const parent = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('.')));
      const misordered = seen.filter((path, i) =>
        seen
          .slice(i + 1)
          .some(
            (later) =>
              parent(later) === parent(path) &&
              whole.layers.indexOf(later) < whole.layers.indexOf(path),
          ),
      );
      return { missing: missing.slice(0, 5), misordered, counted: first.declarations.size };
    },
    { firstText: first, wholeText: whole },
  );
  expect(problems.counted).toBeGreaterThan(1000);
  expect(problems.missing).toEqual([]);
  expect(problems.misordered).toEqual([]);
});

test('/ and /allFood load only the first-load sheet; other pages add the whole one', async ({
  page,
  account,
}) => {
  for (const path of ['/', '/allFood']) {
    await page.goto(path);
    await expect(page.locator('main a[href*="/singleFood/"]').first()).toBeVisible();
    const sheets = await linkedSheets(page);
    expect(
      sheets.filter((href) => firstLoadSheet.test(href)),
      path,
    ).toHaveLength(1);
    expect(
      sheets.filter((href) => wholeSheet.test(href)),
      path,
    ).toEqual([]);
  }

  // A page opened from the menu gets the whole sheet.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  expect((await linkedSheets(page)).filter((href) => wholeSheet.test(href))).toHaveLength(1);

  // A signed-in page's components have their styles, which only the whole sheet holds: the
  // kitchen's switch is DaisyUI's toggle, not the browser's bare checkbox.
  await signIn(page, account);
  await page.goto('/myKitchen');
  const pause = page.getByRole('switch', { name: 'Pause orders' });
  await expect(pause).toBeVisible();
  await expect(pause).toHaveCSS('appearance', 'none');
  const sheets = await linkedSheets(page);
  expect(sheets.filter((href) => firstLoadSheet.test(href))).toHaveLength(1);
  expect(sheets.filter((href) => wholeSheet.test(href))).toHaveLength(1);
});
