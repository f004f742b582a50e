// vitest globalSetup: the functions emulator sends every order mail to 127.0.0.1:1025
// (functions/.secret.local). `npm test` starts the catcher for its whole emulator run; a
// targeted run (vitest on one file) gets one here, so mails never pile up in retries.
import { smtpListening, startMailCatcher } from '../../../scripts/mail-catcher.mjs';

export default async function setup() {
  if (await smtpListening()) return undefined;
  const catcher = await startMailCatcher();
  return () => catcher.close();
}
