// One lint config for every workspace: typescript-eslint's recommended rules, the purity rule
// that keeps shared/ deterministic (time and randomness come in as arguments), and the import
// boundaries: shared's layers import downward only and through each other's index; web features
// reach transports only through GameClient and never import each other.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** shared/src's subpackages, each with the layers below it that it may import (through their index). */
const SHARED_LAYERS = {
  engine: [],
  view: ['engine'],
  room: ['engine', 'view', 'codec'], // codec: a finished game's replay link in its views
  ai: ['engine', 'view'], // and room's types, for the table's hints (see below)
  codec: ['engine'],
  protocol: ['engine', 'room', 'codec'],
  service: ['engine', 'view', 'room', 'codec', 'protocol'], // the room service: callables to room changes
  stats: ['engine', 'room', 'ai'], // a person's statistics from their finished games
  lessons: ['engine', 'view', 'room'], // the lessons' deals, scripts and the check of a choice
};
const SHARED_PACKAGES = Object.keys(SHARED_LAYERS);

/** The web app's features: each may use app-wide components, hooks and lib, never another feature. */
const WEB_FEATURES = [
  'home',
  'lobby',
  'table',
  'stats',
  'replay',
  'review',
  'presence',
  'audience',
  'transfer',
  'daily',
  'outlook',
  'room',
  'learn',
];

/** One layer of shared/: no import past another subpackage's index, none upward, none of the
 * package's own index (it re-exports every layer). Tests and test-support files may reach inside. */
const sharedLayer = ([layer, below]) => {
  const above = SHARED_PACKAGES.filter((name) => name !== layer && !below.includes(name));
  const upward = layer === 'ai' ? above.filter((name) => name !== 'room') : above;
  return {
    files: [`shared/src/${layer}/**/*.ts`],
    ignores: ['shared/src/**/*.test.ts', 'shared/src/**/test-support/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${SHARED_PACKAGES.join('|')})/`,
              message: `Import another part of shared/ through its index ('../engine'), not its files.`,
            },
            ...(upward.length
              ? [
                  {
                    regex: `^(\\.\\./)+(${upward.join('|')})$`,
                    message: `shared/src/${layer} ${below.length ? `may import only ${below.join(', ')}` : 'imports no other layer'}: nothing imports upward.`,
                  },
                ]
              : []),
            ...(layer === 'ai'
              ? [
                  {
                    regex: '^(\\.\\./)+room$',
                    allowTypeImports: true,
                    message: "The AI may use only the room's types (for table hints), not its operations.",
                  },
                ]
              : []),
            {
              regex: '^\\.\\.(/\\.\\.)*(/index)?/?$',
              message: `shared/'s index re-exports every layer: import the layer itself.`,
            },
          ],
        },
      ],
    },
  };
};

/** One web feature: transports only through GameClient, and no other feature. */
const webFeature = (feature) => {
  const others = WEB_FEATURES.filter((name) => name !== feature);
  return {
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)lib/(offline|firebase)(/|$)',
              message: 'Features reach transports only through GameClient (lib/game-client-context).',
            },
            {
              regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
              message: `Features do not import each other: move what ${feature} shares to components/, hooks/ or lib/.`,
            },
          ],
        },
      ],
    },
  };
};

export default tseslint.config(
  // lib/ is build output (functions/lib), except the web app's source folder of that name.
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      '**/lib/**',
      '!web/src/lib/**',
      'web/screenshots/**',
    ],
  },
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
    // These tests share their workers' loaded modules (vitest.config.ts, and the emulator and
    // browser tests' configs): a module mock would leak into the next file.
    files: [
      'shared/src/**/*.test.ts',
      'web/src/**/*.test.ts',
      'emulator-tests/**/*.test.ts',
      'web/e2e/**/*.test.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'These tests share loaded modules (their vitest config): pass the part in instead of mocking its module.',
        })),
      ],
    },
  },
  ...Object.entries(SHARED_LAYERS).map(sharedLayer),
  ...WEB_FEATURES.map(webFeature),
  {
    // The web app runs in browsers and follows the rules of hooks.
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat['recommended-latest'],
  },
);
