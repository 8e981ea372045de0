import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'dev-dist', 'node_modules', 'test-results', 'playwright-report', '.fixtures', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.worker, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        {
          object: 'URL',
          property: 'createObjectURL',
          message: 'An object URL of untrusted bytes with an active type (SVG, HTML) runs as our origin when opened: use core/ui/safe-image-url (safeObjectUrl, svgToDataUrl).',
        },
      ],
    },
  },
  {
    // Code that ships: zod/mini is a third of classic zod's size in every tool page that validates options.
    files: ['core/**/*.{ts,tsx}', 'kits/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', 'core/plugin/manifest-schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import { z } from 'zod/mini' (zod's classic API triples a tool page's validation code); manifests use classic zod at build time only." }] },
      ],
    },
  },
  {
    files: ['core/ui/safe-image-url.ts', 'tests/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
