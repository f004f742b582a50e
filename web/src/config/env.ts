// The app's configuration, checked once at start-up (read-env.ts).
import { readEnv } from './read-env';

export const env = readEnv(import.meta.env);
