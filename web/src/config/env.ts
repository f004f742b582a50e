// The build's configuration, checked once at start-up with a readable error. Plain checks,
// not zod: this module is in the first-load bundle.
const required = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

function readEnv() {
  const e = import.meta.env;
  const missing = required.filter((key) => !e[key]);
  if (missing.length) {
    throw new Error(
      `FoodTable is missing its Firebase configuration (${missing.join(', ')}). Put your project's web config in web/.env.production.local, or build with --mode emulator.`,
    );
  }
  return {
    useEmulators: e.VITE_USE_EMULATORS === 'true',
    firebase: {
      apiKey: e.VITE_FIREBASE_API_KEY!,
      authDomain: e.VITE_FIREBASE_AUTH_DOMAIN!,
      projectId: e.VITE_FIREBASE_PROJECT_ID!,
      appId: e.VITE_FIREBASE_APP_ID!,
    },
    /** The REST facade's base address: the spec's "one configured constant". */
    apiBase: e.VITE_API_BASE || '/api',
  };
}

export const env = readEnv();
