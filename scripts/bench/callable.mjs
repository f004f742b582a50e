// Calls the benches make from Node as the web SDK would: an ID token from the Auth emulator's
// REST sign-in, and the placeOrder callable over HTTP (live.mjs, meal.mjs, mail.mjs).
import { functionsUrl } from '../emulators.mjs';

const authUrl = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';

/** The ID token of an account of the Auth emulator. */
export async function idToken(email, password) {
  const answer = await fetch(`${authUrl}/accounts:signInWithPassword?key=bench`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!answer.ok) throw new Error(`sign-in for ${email}: ${answer.status}`);
  return (await answer.json()).idToken;
}

/**
 * One placeOrder call: its result, when it started (performance.now()) and how long the round
 * trip took. A refusal throws, with the server's answer.
 */
export async function timedPlaceOrder(token, data) {
  const start = performance.now();
  const answer = await fetch(`${functionsUrl}/placeOrder`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  const body = await answer.json();
  const ms = performance.now() - start;
  if (!answer.ok) throw new Error(`placeOrder: ${answer.status} ${JSON.stringify(body)}`);
  return { result: body.result, start, ms };
}
