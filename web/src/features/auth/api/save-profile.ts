import { collections, type UserProfileInput } from '@shared';

/** Writes users/{uid} the first time we see a user: name, e-mail and photo, never a password. */
export async function saveProfile(uid: string, profile: UserProfileInput): Promise<void> {
  const [{ db }, { doc, getDoc, serverTimestamp, setDoc }] = await Promise.all([
    import('@/lib/firebase'),
    import('firebase/firestore/lite'),
  ]);
  const ref = doc(db, collections.users, uid);
  if ((await getDoc(ref)).exists()) return;
  await setDoc(ref, { ...profile, createdAt: serverTimestamp() });
}
