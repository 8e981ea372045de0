import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser-launch';

const port = Number(process.env.PORT ?? 4173);
// Parallel work on one machine can build to and serve its own folder: DIST_DIR=dist-x PORT=4174.
const distDir = process.env.DIST_DIR ?? 'dist';
// …and keep its own traces and report apart: two runs writing one output folder break each other.
const outputRoot = process.env.PW_OUTPUT ?? 'test-results';
const fullSuite = process.env.LOCALBOX_FULL_SUITE === '1';

export default defineConfig({
  // Shell tests live in tests/e2e, hostile-input tests in tests/adversarial, host configurations in
  // tests/deploy (real nginx and Caddy), the SVG fidelity guard in tests/fidelity, the outcome table
  // in tests/outcomes, and each tool's browser test in its own folder (plugins/<id>/<id>.spec.ts).
  // Cases tagged @slow run only in the full suite (`npm run test:full`).
  testDir: '.',
  testMatch: ['tests/e2e/**/*.spec.ts', 'tests/adversarial/**/*.spec.ts', 'tests/deploy/**/*.spec.ts', 'tests/fidelity/**/*.spec.ts', 'tests/outcomes/*.spec.ts', 'plugins/*/*.spec.ts'],
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: `${outputRoot}/output`,
  // Generous: the suite must pass on a 2-core machine busy with other work. Tests wait for states.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: process.env.PW_OUTPUT ? `${outputRoot}/report` : 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace of every test costs the quick suite about a quarter of its CPU; the full
    // suite keeps one for each failure (or PW_TRACE=retain-on-failure for a quick run).
    trace: (process.env.PW_TRACE as 'retain-on-failure' | undefined) ?? (fullSuite ? 'retain-on-failure' : 'off'),
    screenshot: 'only-on-failure',
    // Each test is a fresh browser context: letting the service worker install and precache in every
    // one costs CPU the suite does not have to spare. The offline test turns it back on for itself.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `VITE_CONFIG_NATIVE_IGNORE_WARNING=true node_modules/.bin/vite preview --port ${port} --strictPort --outDir ${distDir}`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
