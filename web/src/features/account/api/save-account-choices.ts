// Saving /myAccount's choices: apart from reading them, so pages that only read the diner's
// allergies (/allFood, a dish's page) do not carry the schema.
import { accountChoicesSchema, collections } from '@shared';
import type { AppUser } from '@/lib/auth';
import { rememberAvoid, rememberSaved, type AccountChoices } from './account-choices';

/** What /myAccount's form sends: both choices, each as users/{uid} takes it. */
export const accountFormSchema = accountChoicesSchema
  .pick({ avoid: true, emailOrders: true })
  .required();

/**
 * Saves the choices on users/{uid} (firestore.rules: only that user, checked values). A user
 * without a profile document (none was written at sign-up) gets one with them.
 */
export async function saveAccountChoices(user: AppUser, choices: AccountChoices): Promise<void> {
  const checked = accountChoicesSchema.parse(choices);
  const { readDoc, setDoc, updateDoc, serverTime } = await import('@/lib/data/store');
  if (await readDoc(collections.users, user.uid)) {
    await updateDoc(collections.users, user.uid, checked);
  } else {
    await setDoc(collections.users, user.uid, {
      displayName: user.displayName,
      email: user.email,
      photoURL: user.photoURL,
      createdAt: serverTime,
      ...checked,
    });
  }
  rememberAvoid(user.uid, choices.avoid);
  rememberSaved(user.uid, choices);
}
