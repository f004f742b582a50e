// users/{uid}'s choices (contract: `avoid`, the allergies a diner avoids; `emailOrders`, order
// e-mails, absent = on). Read once per tab and user, and remembered in this browser so that
// /allFood can start free from them without loading the Firestore SDK (decision 150).
import { collections } from '@shared';
import { isAllergen, type Allergen } from '@shared/declaration';
import { idToken } from '@/lib/auth';
import { readOwnDoc } from '@/lib/data/public-read';
import { writeStored, readStored } from '@/lib/local-storage';

export interface AccountChoices {
  avoid: Allergen[];
  emailOrders: boolean;
}

const keyOf = (uid: string) => `foodtable:avoid:${uid}`;
/** Each user's choices as read in this tab. */
const readInThisTab = new Map<string, Promise<AccountChoices>>();

/** What a save just wrote: the tab's later reads of the user's choices answer it. */
export function rememberSaved(uid: string, choices: AccountChoices): void {
  readInThisTab.set(uid, Promise.resolve(choices));
}

function choicesOf(data: Record<string, unknown> | undefined): AccountChoices {
  const avoid = Array.isArray(data?.avoid) ? data.avoid.filter(isAllergen) : [];
  return { avoid: [...new Set(avoid)], emailOrders: data?.emailOrders !== false };
}

/** The allergies this browser remembers for the user, or null when it has none. */
function rememberedAvoid(uid: string): Allergen[] | null {
  const value = readStored(keyOf(uid));
  return Array.isArray(value) ? value.filter(isAllergen) : null;
}

/** Storage refused: the choices are read from the account each time. */
export function rememberAvoid(uid: string, avoid: readonly Allergen[]): void {
  writeStored(keyOf(uid), avoid);
}

/** The user's choices as stored (read once per tab; `fresh` reads again). */
export function getAccountChoices(uid: string, { fresh = false } = {}): Promise<AccountChoices> {
  const known = readInThisTab.get(uid);
  if (known && !fresh) return known;
  // Over REST with the user's token: /allFood reads this on every first visit, and the
  // Firestore SDK would be its only reason to load there.
  const loading = idToken()
    .then((token) => {
      if (!token) throw new Error('Nobody is signed in to read their account.');
      return readOwnDoc(collections.users, uid, token);
    })
    .then((doc) => {
      const choices = choicesOf(doc?.data);
      rememberAvoid(uid, choices.avoid);
      return choices;
    });
  loading.catch(() => readInThisTab.delete(uid));
  readInThisTab.set(uid, loading);
  return loading;
}

/**
 * The user's allergies for a page's loader: as this browser remembers them, at once, or their
 * read from the account. Remembered ones are brought up to date from the account (once per
 * tab) for the next page, without holding this one: a page never waits for the account's
 * read when this browser already knows.
 */
export function avoidFor(uid: string): Allergen[] | Promise<Allergen[]> {
  const remembered = rememberedAvoid(uid);
  // Started once the loader's own reads are on their way: the account's read waits for
  // Auth's token, and /allFood asks for the allergies before its menu.
  const read = Promise.resolve(uid).then(getAccountChoices);
  // A failed read knows no allergies: the page shows as for a diner without any.
  if (remembered === null)
    return read.then(
      (choices) => choices.avoid,
      () => [],
    );
  read.catch(() => undefined);
  return remembered;
}
