import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ZOD_CLASSIC = { name: 'zod', message: "Import { z } from 'zod/mini' (zod's classic API triples a tool page's validation code); manifests use classic zod at build time only." };
const SCRIPTS = { regex: '(^|/)scripts/', message: 'scripts/ holds build and test tools; app code never imports them.' };

/** An import of the folder `name` at the repository's root, from any depth. */
const layer = (name, message) => ({ regex: `^(\\.\\./)+${name}/`, message });

/** no-restricted-imports per layer; the zod rule and the scripts rule hold everywhere but in tests. */
function shippedCodeRules(layers) {
  return layers.map(({ files, patterns }) => ({
    files,
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/testing/**', 'core/plugin/manifest-schema.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_CLASSIC], patterns: [SCRIPTS, ...patterns] }] },
  }));
}

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
  // Code that ships: zod/mini is a third of classic zod's size in every tool page that validates
  // options. And dependencies point one way, plugins → kits → core: core discovers plugins and names
  // no family, tool or engine; a kit serves a family of tools; a tool never imports another tool,
  // and no app code imports the build's scripts.
  ...shippedCodeRules([
    { files: ['core/**/*.{ts,tsx}'], patterns: [layer('kits', 'core names no family: move it to a kit, or make it generic'), layer('plugins', 'core discovers plugins (import.meta.glob), it never imports one')] },
    { files: ['kits/**/*.{ts,tsx}'], patterns: [layer('plugins', 'a kit serves a family of tools and imports none of them')] },
    // From plugins/<id>/, ../<other> is another tool; from plugins/<id>/<folder>/, ../../<other> is.
    ...[1, 2, 3].map((depth) => ({
      files: [`plugins/${'*/'.repeat(depth)}*.{ts,tsx}`],
      patterns: [{ regex: `^(\\.\\./){${depth}}(?!\\.\\./)`, message: 'A tool never imports another tool: move what they share to a kit.' }],
    })),
  ]),
  {
    files: ['core/ui/safe-image-url.ts', 'tests/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
