// Rules tests load firestore.rules into the Firestore emulator under their own project id,
// so suites never see each other's data.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const rulesPath = fileURLToPath(new URL('../../../firestore.rules', import.meta.url));

export async function rulesTestEnv(suite: string): Promise<RulesTestEnvironment> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return initializeTestEnvironment({
    projectId: `demo-rules-${suite}`,
    firestore: { rules: readFileSync(rulesPath, 'utf8'), host: host!, port: Number(port) },
  });
}
