import { defineConfig } from 'vitest/config';

// Rules and functions tests run against the emulator suite started by `npm test`
// (firebase emulators:exec), never against mocks.
const rulesTests = 'test/rules/**/*.test.ts';
const common = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 60_000,
  setupFiles: ['./test/support/setup.ts'],
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...common,
          name: 'functions',
          include: ['test/**/*.test.ts'],
          exclude: [rulesTests],
          // A mail catcher on 127.0.0.1:1025 / 1080 unless one is running (decision 170).
          globalSetup: ['./test/support/mail-catcher.global.mjs'],
          // Files side by side: most of their time is waiting on the emulators (an order's
          // expiry waits a real minute), not the CPU, and each file makes its own accounts
          // and dishes, so none sees another's data.
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...common,
          name: 'rules',
          include: [rulesTests],
          // Alone, after the rest: the Firestore emulator's rule-coverage report has answered
          // 500 while other files kept it busy.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
