// The build's configuration, checked with a readable error: by the Vite config before a build
// starts, and by env.ts when the app starts.
const required = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

type EnvSource = Partial<Record<string, string | boolean | undefined>>;

export function readEnv(e: EnvSource) {
  const text = (key: string) => (typeof e[key] === 'string' ? e[key] : '');
  const missing = required.filter((key) => !text(key));
  if (missing.length) {
    throw new Error(
      `FoodTable is missing its Firebase configuration (${missing.join(', ')}). Put your project's web config in web/.env.production.local, or build with --mode emulator.`,
    );
  }
  return {
    useEmulators: text('VITE_USE_EMULATORS') === 'true',
    firebase: {
      apiKey: text('VITE_FIREBASE_API_KEY'),
      authDomain: text('VITE_FIREBASE_AUTH_DOMAIN'),
      projectId: text('VITE_FIREBASE_PROJECT_ID'),
      appId: text('VITE_FIREBASE_APP_ID'),
    },
    /** The REST facade's base address: the spec's "one configured constant". */
    apiBase: text('VITE_API_BASE') || '/api',
  };
}
