// The bench's rows: a measured value against a goal and a hard limit, and the one table.

export const median = (values) => {
  const sorted = values
    .filter((v) => typeof v === 'number' && !Number.isNaN(v))
    .sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Nearest-rank percentile `p` (0-100) of `values`; NaN for none. */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

export const formats = {
  kB: (bytes) => `${(bytes / 1000).toFixed(1)} kB`,
  s: (ms) => `${(ms / 1000).toFixed(2)} s`,
  ms: (ms) => `${Math.round(ms)} ms`,
  score: (n) => String(Math.round(n)),
  ratio: (n) => n.toFixed(2),
  cls: (n) => n.toFixed(3),
  count: (n) => String(n),
};

/**
 * A row. `better` says which way is good; goal and limit are in the measured unit; a `limit` of
 * null makes a goal-only row, which a figure never fails (one not measured still does); a goal
 * and a limit both null, a figure only reported.
 * `value` null with `state` 'pending' means the page it needs is not built yet. `aside`: text
 * shown after the figure (what it was computed from).
 */
export function row({
  name,
  better = 'lower',
  goal,
  limit,
  value,
  format,
  state,
  detail,
  ratio,
  aside,
}) {
  const fmt = formats[format];
  const cmp = (a, b) => (better === 'lower' ? a <= b : a >= b);
  const op = better === 'lower' ? '≤' : '≥';
  let result;
  if (state === 'pending') result = 'pending';
  else if (state === 'error' || value === null || value === undefined) result = 'ERROR';
  else if (limit !== null && !cmp(value, limit)) result = 'FAIL';
  else if (goal === null) result = 'reported';
  else if (!cmp(value, goal)) result = 'pass, goal missed';
  else result = 'pass';
  return {
    name,
    goal: goal === null ? 'none' : `${op} ${fmt(goal)}`,
    limit: limit !== null ? `${op} ${fmt(limit)}` : goal === null ? 'none' : 'none (goal only)',
    // `ratio`: the same figure for the bare React + router page of the same run.
    measured:
      result === 'pending'
        ? 'pending'
        : result === 'ERROR'
          ? (detail ?? 'error')
          : `${fmt(value)}${typeof ratio === 'number' && ratio > 0 ? ` (${(value / ratio).toFixed(2)}× bare)` : ''}${aside ? ` (${aside})` : ''}`,
    result,
    value: value ?? null,
    detail: detail ?? null,
  };
}

export function printTable(rows) {
  const head = ['row', 'goal', 'hard limit', 'measured', 'result'];
  const cells = rows.map((r) => [r.name, r.goal, r.limit, r.measured, r.result]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

/**
 * The rows `measure` returns; when it throws, an ERROR row for each of `specs` (row options
 * without a value) and a note naming the first, so one part that cannot run spoils no other.
 */
export async function measuredRows(specs, notes, measure) {
  try {
    return await measure();
  } catch (error) {
    notes.push(`${specs[0].name}: not measured (${error.message.split('\n')[0]}).`);
    return specs.map((spec) => row({ ...spec, value: null, state: 'error' }));
  }
}

export const broken = (rows) => rows.filter((r) => r.result === 'FAIL' || r.result === 'ERROR');
