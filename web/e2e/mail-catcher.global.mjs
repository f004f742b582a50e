// Playwright globalSetup: the functions emulator sends every order mail to 127.0.0.1:1025
// (functions/.secret.local; decision 170). `npm test` runs a catcher for its whole emulator
// run; a targeted e2e run gets one here, so the orders' mails do not wait in retries.
import { smtpListening, startMailCatcher } from '../../scripts/mail-catcher.mjs';

export default async function setup() {
  if (await smtpListening()) return undefined;
  const catcher = await startMailCatcher();
  return () => catcher.close();
}
