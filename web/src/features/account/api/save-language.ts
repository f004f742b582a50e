// The reader's language on their account (users/{uid}.lang; firestore.rules: only that user,
// only `en`, `bn` or `hi`): mail goes out in it, and a browser signing in without a choice of
// its own takes it.
import { collections, isLanguage, type Language } from '@shared';
import type { AppUser } from '@/lib/auth';

export async function saveLanguage(user: AppUser, lang: Language): Promise<void> {
  const { readDoc, setDoc, updateDoc, serverTime } = await import('@/lib/data/store');
  if (await readDoc(collections.users, user.uid)) {
    await updateDoc(collections.users, user.uid, { lang });
  } else {
    await setDoc(collections.users, user.uid, {
      displayName: user.displayName,
      email: user.email,
      photoURL: user.photoURL,
      createdAt: serverTime,
      lang,
    });
  }
}

/** The language kept on the account, if any: for a browser where the reader chose none. */
export async function accountLanguage(uid: string): Promise<Language | null> {
  const { readDoc } = await import('@/lib/data/store');
  const profile = await readDoc(collections.users, uid);
  const lang: unknown = profile?.data.lang;
  return isLanguage(lang) ? lang : null;
}
