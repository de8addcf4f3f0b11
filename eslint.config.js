// One lint config for every workspace: typescript-eslint's recommended rules, plus the purity
// rule that keeps shared/ deterministic (time and randomness come in as arguments).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // lib/ is build output (functions/lib), except the web app's source folder of that name.
  { ignores: ['**/node_modules/**', '**/dist/**', '**/lib/**', '!web/src/lib/**', 'web/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/src/**/*.ts'],
    ignores: ['shared/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'shared/ is deterministic: take a seed.' },
        { object: 'Date', property: 'now', message: 'shared/ is deterministic: take `now` as an argument.' },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'shared/ does no I/O.' }],
    },
  },
  {
    // The web app runs in browsers and follows the rules of hooks.
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat['recommended-latest'],
  },
);
