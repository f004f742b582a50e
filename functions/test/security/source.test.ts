// What people type reaches the page only as text. React escapes what it renders; these checks
// keep the web source away from the few ways around that (the e2e test security.spec.ts shows
// the result in a browser).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webSource = fileURLToPath(new URL('../../../web/src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const sinks: [name: string, pattern: RegExp][] = [
  ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
  ['innerHTML / outerHTML', /\.(inner|outer)HTML\b/],
  ['insertAdjacentHTML', /insertAdjacentHTML/],
  ['document.write', /document\.write/],
  ['eval', /\beval\s*\(/],
  ['new Function', /new\s+Function\s*\(/],
  ['a javascript: URL', /["'`]javascript:/i],
  // sweetalert2 parses `title`, `html` and `footer` as HTML; the app passes titleText and text.
  ['a sweetalert2 HTML option', /^\s*(title|html|footer|iconHtml|closeButtonHtml)\s*[:,]/m],
];

describe('the web source has no HTML or script sinks', () => {
  const files = sourceFiles(webSource);

  it('reads the whole of web/src', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.for(sinks)('never uses %s', ([, pattern]) => {
    const offenders = files
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        // Only popups.ts hands options to sweetalert2; elsewhere `title:` is ordinary data.
        if (pattern.source.includes('iconHtml') && !file.endsWith('popups.ts')) return false;
        return pattern.test(text);
      })
      .map((file) => relative(webSource, file));
    expect(offenders).toEqual([]);
  });
});
