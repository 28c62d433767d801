// ESLint's flat configuration (`make lint`): the recommended rules for every JS module, with the
// globals of where each runs (the browser for www/, workers for the worker scripts, node for the
// tools and tests).
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['dist/', 'target/', 'node_modules/', 'fuzz/'] },
  js.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { files: ['www/**/*.js'], languageOptions: { globals: globals.browser } },
  { files: ['www/sw.js', 'www/engine/worker.js'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.mjs', 'tests/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
];
