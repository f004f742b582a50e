// The signed-in user's profile, users/{uid} (firestore.rules: only that user, checked values),
// where the account page's choices and the Language select keep what the user chose.
import { collections } from '@shared';
import type { AppUser } from './auth';

/**
 * Writes `fields` on the user's profile. A user without a profile document (none was written at
 * sign-up) gets one with them. The Firestore SDK loads with the first write.
 */
export async function writeOwnProfile(
  user: AppUser,
  fields: Record<string, unknown>,
): Promise<void> {
  const { readDoc, setDoc, updateDoc, serverTime } = await import('@/lib/data/store');
  if (await readDoc(collections.users, user.uid)) {
    await updateDoc(collections.users, user.uid, fields);
  } else {
    await setDoc(collections.users, user.uid, {
      displayName: user.displayName,
      email: user.email,
      photoURL: user.photoURL,
      createdAt: serverTime,
      ...fields,
    });
  }
}
