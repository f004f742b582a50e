// The reader's language on their account (users/{uid}.lang; firestore.rules: only that user,
// only `en`, `bn` or `hi`): the Language select keeps it there (writeOwnProfile), mail goes out
// in it, and a browser signing in without a choice of its own takes it.
import { collections, isLanguage, type Language } from '@shared';
import { currentUser } from './auth';
import { activateLanguage, languageChosen, pageLanguage, rememberLanguage } from './i18n';

/** The language kept on the account, if any. */
async function accountLanguage(uid: string): Promise<Language | null> {
  const { readDoc } = await import('@/lib/data/store');
  const profile = await readDoc(collections.users, uid);
  const lang: unknown = profile?.data.lang;
  return isLanguage(lang) ? lang : null;
}

/**
 * Right after signing in: a browser where the reader chose no language takes the account's, and
 * keeps it (the cookie) for the next page's HTML.
 */
export async function takeAccountLanguage(): Promise<void> {
  const user = currentUser();
  if (!user || languageChosen()) return;
  const lang = await accountLanguage(user.uid);
  if (!lang) return;
  rememberLanguage(lang);
  if (lang !== pageLanguage()) await activateLanguage(lang);
}
