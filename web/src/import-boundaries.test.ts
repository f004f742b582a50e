// @vitest-environment node
// The layers of docs/architecture.md are ESLint rules (eslint.config.js, decision 100). These
// tests run the project's own ESLint config on probe files placed where a back-arrow would be,
// so a config change that stops catching one fails here instead of going quiet.
import { ESLint } from 'eslint';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const src = join(root, 'web', 'src');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rules broken by `code` if it were the file at `path` (relative to web/src). */
async function brokenRules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(src, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

/**
 * An `@/…` specifier for some module that exists under `dir` (relative to web/src), found on
 * disk so the probes keep working while features are renamed.
 */
function someModuleIn(dir: string): string {
  const files = readdirSync(join(src, dir), { recursive: true, encoding: 'utf8' });
  const file = files.find((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
  if (!file) throw new Error(`no module under web/src/${dir}`);
  return `@/${dir}/${file.replace(/\.tsx?$/, '')}`;
}

const featureNames = readdirSync(join(src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const [oneFeature, otherFeature] = featureNames;

// The first lint loads typescript-eslint and the resolver: seconds on a busy machine.
describe('import boundaries', { timeout: 60_000 }, () => {
  it('has two features to probe with', () => {
    expect(otherFeature).toBeDefined();
  });

  it('lets each layer import the layers below it', async () => {
    const below = `import '${someModuleIn('lib')}';\nimport '@/config/paths';\nimport '@shared';\n`;
    expect(await brokenRules('components/probe.ts', below)).toEqual([]);
    expect(await brokenRules(`features/${oneFeature}/probe.ts`, below)).toEqual([]);
    const ownFeature = `import '${someModuleIn(`features/${oneFeature}`)}';\n`;
    expect(await brokenRules(`features/${oneFeature}/probe.ts`, ownFeature)).toEqual([]);
    expect(await brokenRules('app/probe.ts', ownFeature)).toEqual([]);
  });

  it('fails a component that imports a feature', async () => {
    const code = `import '${someModuleIn(`features/${oneFeature}`)}';\n`;
    expect(await brokenRules('components/probe.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('fails lib and config importing features or app, by alias or relative path', async () => {
    const feature = someModuleIn(`features/${oneFeature}`).replace('@/', '../');
    expect(await brokenRules('lib/probe.ts', `import '${feature}';\n`)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await brokenRules('config/probe.ts', `import '${someModuleIn('app')}';\n`)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('fails a feature that imports another feature or app', async () => {
    const other = `import '${someModuleIn(`features/${otherFeature}`)}';\n`;
    expect(await brokenRules(`features/${oneFeature}/probe.ts`, other)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const app = `import '${someModuleIn('app')}';\n`;
    expect(await brokenRules(`features/${oneFeature}/probe.ts`, app)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('fails @shared importing the web', async () => {
    const [result] = await eslint.lintText(`import '../../../web/src/config/paths';\n`, {
      filePath: join(root, 'functions', 'src', 'shared', 'probe.ts'),
    });
    expect(result?.messages.map((message) => message.ruleId)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('fails the Firebase SDK or reactfire imported outside lib/, and lets lib/ import them', async () => {
    for (const sdk of ['firebase/firestore', 'firebase/app', 'reactfire']) {
      const code = `import '${sdk}';\n`;
      expect(await brokenRules(`features/${oneFeature}/probe.ts`, code), sdk).toEqual([
        'no-restricted-imports',
      ]);
      expect(await brokenRules('components/probe.ts', code), sdk).toEqual([
        'no-restricted-imports',
      ]);
      expect(await brokenRules('lib/probe.ts', code), sdk).toEqual([]);
    }
    expect(await brokenRules('app/probe.ts', `void import('firebase/functions');\n`)).toEqual([
      'no-restricted-syntax',
    ]);
  });

  it('fails an import it cannot resolve, which the zones could not check', async () => {
    expect(await brokenRules('components/probe.ts', `import '@/lib/no-such-module';\n`)).toEqual([
      'import-x/no-unresolved',
    ]);
  });

  describe('cycles', () => {
    let dir: string;
    beforeAll(() => {
      // no-cycle follows imports on disk, so these probes are real files, removed afterwards.
      dir = mkdtempSync(join(src, 'lib', 'cycle-probe-'));
      writeFileSync(join(dir, 'a.ts'), `import { b } from './b';\nexport const a = () => b;\n`);
      writeFileSync(join(dir, 'b.ts'), `export const b = () => import('./a');\n`);
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('fails an import cycle, a lazy import() included', async () => {
      const results = await eslint.lintFiles([join(dir, 'a.ts'), join(dir, 'b.ts')]);
      expect(
        results.map((result) => [
          basename(result.filePath),
          result.messages.map((message) => message.ruleId),
        ]),
      ).toEqual([
        ['a.ts', ['import-x/no-cycle']],
        ['b.ts', ['import-x/no-cycle']],
      ]);
    });
  });
});
