import { defineConfig } from 'vitest/config';

// Rules and functions tests run against the emulator suite started by `npm test`
// (firebase emulators:exec), never against mocks.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    setupFiles: ['./test/support/setup.ts'],
    // A mail catcher on 127.0.0.1:1025 / 1080 unless one is running (decision 170).
    globalSetup: ['./test/support/mail-catcher.global.mjs'],
  },
});
