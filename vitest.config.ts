import { defineConfig } from 'vitest/config';

// `*.slow.test.ts` (whole builds, real browsers) run only in the full suite: `npm run test:full`.
const full = process.env.LOCALBOX_FULL_SUITE === '1';

export default defineConfig({
  test: {
    include: ['core/**/*.test.{ts,tsx}', 'kits/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: full ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*.slow.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
