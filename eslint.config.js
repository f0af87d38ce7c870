import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';

/**
 * Import boundaries (ARCHITECTURE.md): app → features → components/lib → api → config; only main.tsx reaches mocks;
 * src/config is the leaf (import-free facts the app, the server and the build share: routes, endpoints, …);
 * features import neither each other nor the app, by alias or by relative path; each library that can hurt
 * (network, raw HTML, the toast runtime kept off the first load) has exactly one owner. tests/lint holds a
 * failing and a passing file for every rule, so none of them can quietly stop matching.
 *
 * ESLint takes a rule's options from the LAST config object that matches a file (options are not merged),
 * so every zone below states its whole list through `restrict()`, broad zones first, narrow ones after.
 */

/** Libraries with one owner each, and what everyone else uses instead. */
const OWNED = {
  axios: 'Only src/api talks to the server: call a function from @/api instead of axios.',
  dompurify: 'Only src/lib/sanitize.ts loads DOMPurify: use @/lib/sanitize (or SafeHtml) instead.',
  'react-hot-toast':
    'Use toast from @/lib/toast, which loads react-hot-toast off the first-load path.',
};
// The module itself or any file inside it. Selectors (esquery) cannot hold '/' in a regex: hence \x2F.
const ownedSource = (name) => `^${name.replaceAll('.', '\\.')}(?:$|\\x2F)`;

/**
 * The router comes through react-router-dom, the stack's package, which re-exports react-router (issue 30
 * item 2). React Router's own links carry framework mode's prefetching into every route: ours are built from
 * its hooks.
 */
const ROUTER_LINKS = [
  {
    name: 'react-router',
    message: 'Import the router from react-router-dom, which re-exports it (docs/decisions/0036).',
  },
  {
    name: 'react-router-dom',
    importNames: ['Link', 'NavLink'],
    message: 'Use Link and NavLink from @/components/ui/link (docs/decisions/0027).',
  },
];

const RAW_HTML = {
  // JSX, and the props object of createElement or a spread.
  selector: [
    'JSXAttribute[name.name="dangerouslySetInnerHTML"]',
    'Property[key.name="dangerouslySetInnerHTML"]',
    'Property[key.value="dangerouslySetInnerHTML"]',
  ].join(', '),
  message:
    'Only the block renderer (src/components/blocks/safe-html.tsx) writes HTML: render <SafeHtml>.',
};

/**
 * A file `depth` folders inside its feature (1 = directly in it) leaves the feature with that many '..'
 * segments: that is a sibling feature (or shared code, which has an alias). `..` in the middle counts too.
 */
const leavesFeature = (depth) => ({
  regex: `^(?:.*?(?:^|/)\\.\\.(?=/|$)){${depth}}`,
  message:
    'Features do not import each other: move shared pieces into components/ or lib/, and reach shared code through @/.',
});

const ZONES = {
  app: { layers: ['mocks'], message: 'Only src/main.tsx may load the mock backend (dynamically).' },
  api: {
    layers: ['app', 'features', 'components', 'lib', 'mocks'],
    message: 'The REST client imports nothing from the app.',
  },
  shared: {
    layers: ['app', 'features', 'mocks'],
    message: 'Shared code must not depend on screens or features.',
  },
  feature: {
    layers: ['app', 'features', 'mocks'],
    message:
      'Features do not import the app or each other: move shared pieces into components/ or lib/.',
  },
  config: {
    layers: ['app', 'features', 'components', 'lib', 'api', 'mocks'],
    message:
      'src/config is the leaf: the app, the server and the build read it, so it imports nothing of theirs.',
  },
  // The production server and the Vite plugins share the app's facts through src/config (and its import-free
  // helpers in src/lib), never its screens, its REST client or its mock.
  tooling: {
    layers: ['app', 'features', 'components', 'api', 'mocks'],
    message: 'The server and the build read what they share with the app from src/config.',
  },
  boot: { layers: [], message: '' },
};

/** A layer by alias (`@/lib`, `@/lib/x`) or by a relative path through its folder (`../../lib/x`). */
function layerPatterns(layers, message) {
  if (!layers.length) return [];
  const inside = layers.flatMap((name) => [`@/${name}/*`, `**/${name}/*`]);
  return [
    { regex: `^@/(?:${layers.join('|')})$`, message },
    { group: inside, message },
  ];
}

/**
 * The import and syntax rules for `files`: the zone's forbidden layers, every owned library except those in
 * `owns`, raw HTML unless `html`, and (in a feature) relative paths out of it.
 */
function restrict(files, zone, { owns = [], html = false, featureDepth = 0 } = {}) {
  const { layers, message } = ZONES[zone];
  const others = Object.entries(OWNED).filter(([name]) => !owns.includes(name));
  const patterns = [
    ...layerPatterns(layers, message),
    ...others.map(([name, why]) => ({ regex: ownedSource(name), message: why })),
    ...(featureDepth ? [leavesFeature(featureDepth)] : []),
  ];
  const syntax = [
    ...(html ? [] : [RAW_HTML]),
    // import('…') is an import too.
    ...others.map(([name, why]) => ({
      selector: `ImportExpression[source.value=/${ownedSource(name)}/]`,
      message: why,
    })),
  ];
  return {
    files: [files].flat(),
    rules: {
      'no-restricted-imports': ['error', { paths: ROUTER_LINKS, patterns }],
      'no-restricted-syntax': ['error', ...syntax],
    },
  };
}

const FEATURE_DEPTHS = [2, 3, 4];

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
  {
    // Tests, tools and the mock backend do not write HTML into the page either.
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', RAW_HTML] },
  },
  restrict('src/**/*.{ts,tsx}', 'app'),
  restrict('src/api/**/*.ts', 'api', { owns: ['axios'] }),
  restrict(['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'], 'shared'),
  // Any '..' leaves a feature from its top folder; deeper files may climb back to it, and no further.
  restrict('src/features/**/*.{ts,tsx}', 'feature', { featureDepth: 1 }),
  ...FEATURE_DEPTHS.map((depth) =>
    restrict(`src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`, 'feature', {
      featureDepth: depth,
    }),
  ),
  restrict('src/config/**/*.ts', 'config'),
  restrict(['server/**/*.ts', 'vite-plugins/**/*.ts'], 'tooling'),
  // The owners, each with its zone's other rules.
  restrict('src/lib/sanitize.ts', 'shared', { owns: ['dompurify'] }),
  restrict('src/lib/toast.ts', 'shared', { owns: ['react-hot-toast'] }),
  // The toaster is the library's other half (its renderer), downloaded lazily by src/app/app.tsx.
  restrict('src/app/providers/app-toaster.tsx', 'app', { owns: ['react-hot-toast'] }),
  // The blog page and the editor's publish preview share it (issue 14), so it lives in components/.
  restrict('src/components/blocks/safe-html.tsx', 'shared', { html: true }),
  // main.tsx boots the mock backend (dynamically); the mock backend is a server, not the app.
  restrict('src/main.tsx', 'boot'),
  {
    files: ['src/mocks/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': ['error', RAW_HTML] },
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
