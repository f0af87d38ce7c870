import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';

/** Import boundaries (ARCHITECTURE.md): app → features → components/lib → api; only main.tsx reaches mocks. */
const layer = (...names) => names.flatMap((name) => [`@/${name}`, `@/${name}/*`, `**/${name}/*`]);
const boundary = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
  },
});

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'node_modules', 'playwright-report', 'test-results', 'docs/perf'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  boundary(
    ['src/**/*.{ts,tsx}'],
    layer('mocks'),
    'Only src/main.tsx may load the mock backend (dynamically).',
  ),
  boundary(
    ['src/api/**/*.ts'],
    layer('app', 'features', 'components', 'lib', 'mocks'),
    'The REST client imports nothing from the app.',
  ),
  boundary(
    ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    layer('app', 'features', 'mocks'),
    'Shared code must not depend on screens or features.',
  ),
  boundary(
    ['src/features/**/*.{ts,tsx}'],
    layer('app', 'features', 'mocks'),
    'Features do not import the app or each other: move shared pieces into components/ or lib/.',
  ),
  {
    // The mock backend and main.tsx may use it; tests and tools run outside the browser bundle.
    files: ['src/mocks/**/*.{ts,tsx}', 'src/main.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/mocks/http-server.ts', 'scripts/**/*.{ts,js}', 'e2e/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests and tools index into data they just built: a failed assertion is the better error there.
    files: ['tests/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
