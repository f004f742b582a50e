/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@shared': dir('../functions/src/shared'),
      '@': dir('./src'),
    },
  },
  server: {
    host: '127.0.0.1',
    // In development the REST facade is reached as on Hosting: /api/* goes to the function.
    proxy: {
      '/api': {
        target: 'http://127.0.0.1:5001/demo-foodtable/us-central1',
        changeOrigin: true,
      },
    },
  },
  build: {
    target: 'es2022',
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '../functions/src/shared/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
