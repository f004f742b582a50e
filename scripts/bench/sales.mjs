// The bench's My sales rows (decision 130): a cook with 100 and with 10,000
// completed orders in the last 30 days, seeded by sales-scale.ts into projects of their own,
// measured in Node against the Firestore emulator (no browser):
//   - documents one load of My sales reads: the kitchen's card and at most 31 day documents
//     (the query's limit), the same at 100 and at 10,000 orders;
//   - the time of one load (median of 5, after a warm-up);
//   - the time to read and write sales.csv of 10,000 orders (20 pages of 500).
//   node scripts/bench/sales.mjs   (needs the Firestore emulator; prints these rows alone)
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { broken, formats, median, printTable, row } from './table.mjs';

const rowNames = [
  'Docs read, My sales (100 completed orders)',
  'Docs read, My sales (10,000 completed orders)',
  'Docs read, My sales: 10,000 − 100 completed orders',
  'My sales load, 100 completed orders (median of 5)',
  'My sales load, 10,000 completed orders (median of 5)',
  'sales.csv of 10,000 completed orders (20 pages of 500)',
];

/** The rows; a failed seed or count is an error row each, not the end of the bench. */
export async function salesRows() {
  try {
    return await measure();
  } catch (error) {
    const failed = (name) =>
      row({ name, goal: 0, limit: 0, value: null, format: 'count', state: 'error' });
    return { rows: rowNames.map(failed), notes: [`My sales rows failed: ${error.message}`] };
  }
}

async function measure() {
  const { benchSales } = await tsImport('./sales-scale.ts', import.meta.url);
  const small = await benchSales(100);
  const large = await benchSales(10_000);
  const reads = { goal: 31, limit: 32, format: 'count' };
  const time = { goal: 200, limit: 1_000, format: 'ms' };
  const rows = [
    row({ name: rowNames[0], ...reads, value: small.pageReads }),
    row({ name: rowNames[1], ...reads, value: large.pageReads }),
    row({
      name: rowNames[2],
      goal: 0,
      limit: 0,
      value: large.pageReads - small.pageReads,
      format: 'count',
    }),
    row({
      name: rowNames[3],
      ...time,
      value: median(small.pageMs),
    }),
    row({
      name: rowNames[4],
      ...time,
      value: median(large.pageMs),
    }),
    row({
      name: rowNames[5],
      goal: 10_000,
      limit: 30_000,
      value: large.csvMs,
      format: 's',
    }),
  ];
  const notes = [
    `My sales in Node on the Firestore emulator (kitchen in Asia/Dhaka): loads of ${small.pageMs.map(formats.ms).join(', ')} at 100 orders, ${large.pageMs.map(formats.ms).join(', ')} at 10,000; seeding took ${formats.s(small.seedMs)} and ${formats.s(large.seedMs)}.`,
    `sales.csv of 10,000 orders: ${large.csvReads} orders read in ${large.csvQueries} queries, ${formats.kB(large.csvBytes)}, in ${formats.s(large.csvMs)} (100 orders: ${formats.ms(small.csvMs)}).`,
  ];
  return { rows, notes };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const { rows, notes } = await salesRows();
  printTable(rows);
  for (const note of notes) console.log(`- ${note}`);
  process.exitCode = broken(rows).length ? 1 : 0;
}
