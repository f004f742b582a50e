// Reads the Firestore emulator's rule coverage for one project and measures it against the
// rules' own text: every `allow` condition, every `&&` term of it, and every term of the
// helper functions it calls. A condition counts as evaluated when the emulator recorded it
// producing true or false at least once.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const artifactsDir = fileURLToPath(new URL('../../../artifacts', import.meta.url));

interface ReportNode {
  sourcePosition: { line: number; column: number; currentOffset: number; endOffset: number };
  values?: { value: Record<string, unknown>; count: number }[];
  children?: ReportNode[];
}

interface CoverageResponse {
  rules: { files: { content: string; name?: string }[] };
  report: ReportNode[];
}

export interface Condition {
  kind: 'allow' | 'term' | 'helper term';
  line: number;
  text: string;
  sawTrue: boolean;
  sawFalse: boolean;
}

export interface CoverageSummary {
  conditions: Condition[];
  /** `allow …: if true|false`: constants, which the emulator does not record. */
  constants: { line: number; text: string }[];
  /** Every expression the emulator's report lists, and those it saw produce any value. */
  expressions: { total: number; evaluated: number };
}

export const evaluated = (c: Condition) => c.sawTrue || c.sawFalse;

/** Blanks comments and string contents (keeping offsets), so structure can be scanned. */
function mask(source: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] ?? '';
    if (quote) {
      if (c === '\\') {
        out += '  ';
        i++;
      } else if (c === quote) {
        out += c;
        quote = null;
      } else out += c === '\n' ? '\n' : ' ';
    } else if (c === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      out += ' '.repeat(stop - i);
      i = stop - 1;
    } else {
      if (c === "'" || c === '"') quote = c;
      out += c;
    }
  }
  return out;
}

/** [start, end) of the expression that starts at `from` and ends before `;` at depth 0. */
function expressionAt(masked: string, from: number): [number, number] {
  let start = from;
  while (/\s/.test(masked[start] ?? '')) start++;
  let depth = 0;
  let end = start;
  for (; end < masked.length; end++) {
    const c = masked[end];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ';' && depth === 0) break;
  }
  while (/\s/.test(masked[end - 1] ?? '')) end--;
  return [start, end];
}

/** The `&&` terms of an expression at depth 0, as [start, end) spans. */
function terms(masked: string, [start, end]: [number, number]): [number, number][] {
  const spans: [number, number][] = [];
  let depth = 0;
  let from = start;
  for (let i = start; i < end; i++) {
    const c = masked[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && c === '&' && masked[i + 1] === '&') {
      spans.push(trimSpan(masked, from, i));
      from = i + 2;
      i++;
    }
  }
  spans.push(trimSpan(masked, from, end));
  return spans.length > 1 ? spans : [];
}

function trimSpan(masked: string, start: number, end: number): [number, number] {
  while (/\s/.test(masked[start] ?? '')) start++;
  while (/\s/.test(masked[end - 1] ?? '')) end--;
  return [start, end];
}

function lineOf(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length;
}

export function summarize(response: CoverageResponse): CoverageSummary {
  const source = response.rules.files[0]?.content ?? '';
  const masked = mask(source);

  // Index the recorded nodes by where they start. The emulator's endOffset stops a character
  // or two short of the expression's end (before closing parentheses), so a span is matched
  // to the widest node that starts with it and does not run past its end.
  const nodes = new Map<number, ReportNode[]>();
  const expressions = { total: 0, evaluated: 0 };
  const visit = (node: ReportNode) => {
    expressions.total++;
    if (node.values?.length) expressions.evaluated++;
    const start = node.sourcePosition.currentOffset;
    nodes.set(start, [...(nodes.get(start) ?? []), node]);
    node.children?.forEach(visit);
  };
  response.report.forEach(visit);
  const nodeFor = (start: number, end: number) =>
    (nodes.get(start) ?? [])
      .filter((node) => node.sourcePosition.endOffset < end)
      .sort((a, b) => b.sourcePosition.endOffset - a.sourcePosition.endOffset)[0];

  const conditions: Condition[] = [];
  const constants: CoverageSummary['constants'] = [];
  const record = (kind: Condition['kind'], [start, end]: [number, number]) => {
    // A parenthesised term may be recorded without its parentheses.
    let node = nodeFor(start, end);
    if (!node && masked[start] === '(' && masked[end - 1] === ')')
      node = nodeFor(start + 1, end - 1);
    const bools = (node?.values ?? []).map((v) => v.value.boolValue);
    conditions.push({
      kind,
      line: lineOf(source, start),
      text: source.slice(start, end).replace(/\s+/g, ' '),
      sawTrue: bools.includes(true),
      sawFalse: bools.includes(false),
    });
  };

  for (const match of masked.matchAll(/\ballow\s+[a-z,\s]+?:\s*if\b/g)) {
    const span = expressionAt(masked, (match.index ?? 0) + match[0].length);
    const text = source.slice(...span).trim();
    if (text === 'true' || text === 'false') {
      constants.push({ line: lineOf(source, span[0]), text: `${match[0]} ${text}` });
      continue;
    }
    record('allow', span);
    terms(masked, span).forEach((term) => record('term', term));
  }
  for (const match of masked.matchAll(/\bfunction\s+\w+\s*\([^)]*\)\s*\{[^}]*?\breturn\b/g)) {
    const span = expressionAt(masked, (match.index ?? 0) + match[0].length);
    terms(masked, span).forEach((term) => record('helper term', term));
  }
  return { conditions, constants, expressions };
}

/**
 * The emulator's HTML report embeds every request it saw (~50 MB for this suite). Its page
 * shows maps and lists only as "[object Object]" and long strings cut short, so they are
 * emptied and shortened here: the page reads the same at a fraction of the size.
 */
function slimHtml(html: string): string {
  const marker = 'const data = ';
  const start = html.indexOf(marker);
  const end = html.indexOf('\n};\n', start);
  if (start === -1 || end === -1) return html;
  const data = JSON.parse(html.slice(start + marker.length, end + 2)) as CoverageResponse;
  const slimNode = (node: ReportNode) => {
    node.values = node.values?.map(({ value, count }) => {
      const [type, inner] = Object.entries(value)[0] ?? ['nullValue', null];
      if (type === 'mapValue' || type === 'listValue' || type === 'constraintValue')
        return { value: { [type]: {} }, count };
      if (typeof inner === 'string' && inner.length > 120)
        return { value: { [type]: `${inner.slice(0, 40)}… (${inner.length} chars)` }, count };
      return { value, count };
    });
    node.children?.forEach(slimNode);
  };
  data.report.forEach(slimNode);
  // Escaped as the emulator escapes it: the corpus holds "</script>" and "<img onerror>".
  const json = JSON.stringify(data, null, 1).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return html.slice(0, start + marker.length) + json + html.slice(end + 2);
}

async function fetchReport(url: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url);
    if (response.status < 500 || attempt === 3) return response;
    await response.body?.cancel();
  }
}

/** Fetches the coverage of `projectId` and keeps the JSON and HTML reports in artifacts/. */
export async function readCoverage(projectId: string): Promise<CoverageSummary> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const base = `http://${host}/emulator/v1/projects/${projectId}:ruleCoverage`;
  // One report at a time: the emulator builds each from its live record of evaluations, and a
  // JSON report built beside the HTML one has answered 500. A 5xx is asked again, twice.
  const json = await fetchReport(base);
  const html = await fetchReport(`${base}.html`);
  if (!json.ok || !html.ok) throw new Error(`Coverage unavailable: ${json.status} ${html.status}`);
  const response = (await json.json()) as CoverageResponse;
  const summary = summarize(response);
  mkdirSync(artifactsDir, { recursive: true });
  writeFileSync(join(artifactsDir, 'rules-coverage.html'), slimHtml(await html.text()));
  writeFileSync(join(artifactsDir, 'rules-coverage.json'), JSON.stringify(summary, null, 2));
  return summary;
}

/**
 * Replaces the project's rules with a closed stub. Loading rules resets the coverage report, so
 * the emulator can free the record of every request this suite made (hundreds of MB over a
 * run); left in place, it stays in the shared emulator's memory.
 */
export async function releaseCoverage(projectId: string): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const closed =
    "rules_version = '2'; service cloud.firestore { match /databases/{d}/documents { match /{x=**} { allow read, write: if false; } } }";
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ content: closed }] } }),
  });
  if (!response.ok) throw new Error(`Could not reset the rules: ${await response.text()}`);
}

export function describeCoverage({ conditions, constants, expressions }: CoverageSummary): string {
  const allows = conditions.filter((c) => c.kind === 'allow');
  const both = conditions.filter((c) => c.sawTrue && c.sawFalse);
  return [
    `allow conditions evaluated: ${allows.filter(evaluated).length}/${allows.length}`,
    `all conditions (allow, terms, helper terms) evaluated: ${conditions.filter(evaluated).length}/${conditions.length}`,
    `seen both true and false: ${both.length}/${conditions.length}`,
    `expressions in the emulator's report evaluated: ${expressions.evaluated}/${expressions.total}`,
    `constant allows (not recorded by the emulator): ${constants.length}`,
  ].join('\n');
}
