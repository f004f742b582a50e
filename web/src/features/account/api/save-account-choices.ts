// Saving /myAccount's choices: apart from reading them, so pages that only read the diner's
// allergies (/allFood, a dish's page) do not carry the schema.
import { accountChoicesSchema } from '@shared';
import type { AppUser } from '@/lib/auth';
import { writeOwnProfile } from '@/lib/own-profile';
import { rememberAvoid, rememberSaved, type AccountChoices } from './account-choices';

/** What /myAccount's form sends: both choices, each as users/{uid} takes it. */
export const accountFormSchema = accountChoicesSchema
  .pick({ avoid: true, emailOrders: true })
  .required();

/** Saves the choices on the user's profile, checked as firestore.rules check them. */
export async function saveAccountChoices(user: AppUser, choices: AccountChoices): Promise<void> {
  await writeOwnProfile(user, accountChoicesSchema.parse(choices));
  rememberAvoid(user.uid, choices.avoid);
  rememberSaved(user.uid, choices);
}
