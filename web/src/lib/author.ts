// Who wrote a gallery entry or a review: firestore.rules compare these fields with the
// caller's ID token, so they come from the signed-in user, never from a form.
import { limits } from '@shared/constants';
import type { AppUser } from './auth';

interface Author {
  userName: string;
  userEmail: string;
  userUid: string;
}

export function authorOf(user: AppUser): Author {
  // The token's name claim is the display name exactly as stored, so it is not trimmed. An
  // account without one (the claim is then absent) signs with the start of its e-mail.
  const userName = user.displayName.trim()
    ? user.displayName
    : (user.email.split('@')[0] || 'FoodTable diner').slice(0, limits.userNameMax);
  return { userName, userEmail: user.email, userUid: user.uid };
}
