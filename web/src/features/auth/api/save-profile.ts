import { collections, type UserProfileInput } from '@shared';
import { readDoc, serverTime, setDoc } from '@/lib/data/store';

/** Writes users/{uid} the first time we see a user: name, e-mail and photo, never a password. */
export async function saveProfile(uid: string, profile: UserProfileInput): Promise<void> {
  if (await readDoc(collections.users, uid)) return;
  await setDoc(collections.users, uid, { ...profile, createdAt: serverTime });
}
