// @vitest-environment node
// The first-load stylesheet (index.css) scans only the frame's and the first-load pages'
// components; every other page imports the whole one, styles/all.css (decision 114). A
// component that / or /allFood can show but index.css leaves out would be drawn without its
// styles: this walks the app's imports from main.tsx, as the bundler does, and fails on it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;
const shared = join(src, '..', '..', 'functions', 'src', 'shared');
const wholeSheet = '@/styles/all.css';

/** `a/{b,c}.tsx` → `a/b.tsx`, `a/c.tsx`. */
function expand(path: string): string[] {
  const braces = /\{([^}]+)\}/.exec(path);
  if (!braces) return [path];
  return braces[1]!.split(',').flatMap((name) => expand(path.replace(braces[0], name)));
}

/** index.css's `@source` paths, relative to web/src. */
function firstLoadSources(): string[] {
  const css = readFileSync(join(src, 'index.css'), 'utf8');
  return [...css.matchAll(/@source '\.\/([^']+)';/g)].flatMap(([, path]) => expand(path!));
}

/** The file an import specifier names, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
  else if (specifier === '@shared') base = join(shared, 'index');
  else if (specifier.startsWith('@shared/')) base = join(shared, specifier.slice(8));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  base = base.replace(/\.js$/, '');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  throw new Error(`${relative(src, from)}: cannot resolve ${specifier}`);
}

const importPattern =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

/**
 * Every module the app can load from main.tsx, statically or lazily, short of the modules that
 * import the whole stylesheet (what they load is styled by it).
 */
function walkFromMain(): { firstLoad: Set<string>; wholeSheetPages: Set<string> } {
  const firstLoad = new Set<string>();
  const wholeSheetPages = new Set<string>();
  const stack = [join(src, 'main.tsx')];
  while (stack.length) {
    const file = stack.pop()!;
    if (firstLoad.has(file) || wholeSheetPages.has(file) || !/\.tsx?$/.test(file)) continue;
    const code = readFileSync(file, 'utf8');
    const specifiers = [...code.matchAll(importPattern)].map((m) => m[1] ?? m[2] ?? m[3]!);
    if (specifiers.includes(wholeSheet)) {
      wholeSheetPages.add(relative(src, file));
      continue;
    }
    firstLoad.add(file);
    for (const specifier of specifiers) {
      const resolved = resolveImport(file, specifier);
      if (resolved) stack.push(resolved);
    }
  }
  return { firstLoad, wholeSheetPages };
}

describe('the first-load stylesheet', () => {
  const sources = firstLoadSources();
  const { firstLoad, wholeSheetPages } = walkFromMain();
  const covered = (path: string) =>
    sources.some((source) => path === source || path.startsWith(`${source}/`));

  it('names files that exist', () => {
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(existsSync(join(src, source)), source).toBe(true);
  });

  it('covers every component / and /allFood can show; the other pages load the whole sheet', () => {
    // Markup, and so class names, lives in .tsx files.
    const components = [...firstLoad]
      .map((file) => relative(src, file))
      .filter((path) => path.endsWith('.tsx'));
    expect(components).toContain('app/routes/all-food.tsx'); // the walk found the app
    expect(components.filter((path) => !covered(path))).toEqual([]);
    expect([...wholeSheetPages].sort()).toEqual(
      [
        'add-food-item',
        'food-purchase',
        'gallery',
        'login',
        'my-added-food',
        'my-kitchen',
        'my-ordered-food',
        'my-sales',
        'not-found',
        'orders-received',
        'register',
        'route-error',
        'single-food',
        'update-my-list',
      ].map((name) => `app/routes/${name}.tsx`),
    );
  });
});
