// Rewrites every food's searchTerms with the current tokenizer (decision 010). Foods get new
// terms by themselves on their next write (onFoodWritten); this does it at once, for all.
//   Emulators:  tsx scripts/backfill-search-terms.ts               (demo-foodtable on :8080)
//   A project:  GOOGLE_APPLICATION_CREDENTIALS=key.json tsx scripts/backfill-search-terms.ts --project <id>
// Reads each food once and writes only those whose terms differ; safe to run again.
import { collections, searchTermsField, searchTokens } from '../functions/src/shared/index.js';
import { backfill } from './backfill.js';

function sameTerms(stored: unknown, terms: string[]): boolean {
  return (
    Array.isArray(stored) &&
    stored.length === terms.length &&
    stored.every((term, index) => term === terms[index])
  );
}

await backfill(
  collections.foods,
  (doc) => {
    const name = doc.get('foodName');
    const terms = searchTokens(typeof name === 'string' ? name : '');
    // A food renamed meanwhile heals itself: this write wakes onFoodWritten, which reads the name.
    return sameTerms(doc.get(searchTermsField), terms)
      ? null
      : { data: { [searchTermsField]: terms } };
  },
  { noun: 'foods', done: 'given new search terms' },
);
