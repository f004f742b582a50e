import { defineConfig } from 'vitest/config';

// Rules and functions tests run against the emulator suite started by `npm test`
// (firebase emulators:exec), never against mocks.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Files run side by side: most of their time is waiting on the emulators (an order's expiry
    // waits a real minute), not the CPU, and each file makes its own accounts and dishes (the
    // rules files their own projects), so none sees another's data.
    maxWorkers: 3,
    setupFiles: ['./test/support/setup.ts'],
    // A mail catcher on 127.0.0.1:1025 / 1080 unless one is running (decision 170).
    globalSetup: ['./test/support/mail-catcher.global.mjs'],
  },
});
