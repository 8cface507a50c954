// `npm run lint`: one flat config for the whole repository. It states the never-rules of the architecture
// (docs/remote-skeleton.md) as import boundaries, and checks hooks, accessibility and TypeScript.
import { createRequire } from 'node:module';
import Module from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

// typescript-eslint parses with TypeScript's JavaScript API, which the native compiler the project builds with
// (typescript 7) no longer has: its packages get TypeScript 6 (installed as `typescript-js`) instead.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const fromLinter = /[\\/]node_modules[\\/](@typescript-eslint|typescript-eslint|ts-api-utils)[\\/]/.test(parent?.filename ?? '');
  return resolveFilename.call(this, request === 'typescript' && fromLinter ? 'typescript-js' : request, parent, ...rest);
};
const tseslint = createRequire(import.meta.url)('typescript-eslint');
import boundaries from 'eslint-plugin-boundaries';

const APPS = ['shell', 'mfe-catalog', 'mfe-checkout', 'mfe-testing', 'mfe-content', 'mfe-studio'];
const SHARED = ['contracts', 'platform', 'shared-auth', 'shared-hooks', 'shared-ui', 'dev-harness', 'db-types'];
/** The shared packages, lowest first: each may import only those before it. */
const SHARED_ORDER = ['contracts', 'db-types', 'shared-hooks', 'platform', 'shared-ui', 'shared-auth', 'dev-harness'];
/** The test harnesses around the site: browser journeys, the bench and the soak. */
const HARNESSES = ['e2e', 'bench', 'soak'];
const BACKEND_MESSAGE = 'local-supabase is the backend: it imports contracts and its own code, never an app, a harness or tools/.';

/** An import of any of `dirs`, by package name (`@nism/<dir>`) or by a relative path that climbs into it. */
const into = (dirs, message) => ({ regex: `^(?:(?:\\.\\./)*|@nism/)(?:${dirs.join('|')})(?:/.*)?$`, message });

const appPatterns = (app) => [
  into(
    APPS.filter((a) => a !== app),
    'An app never imports another app or the shell: use contracts/ (paths, module types) and the shared packages.',
  ),
  { regex: '^react-router(-dom)?$', message: "Import the router from '@nism/shared-ui' (one router in the browser)." },
  {
    regex: '^styled-components$',
    allowTypeImports: true,
    message: "Import styled, css, keyframes and createGlobalStyle from '@nism/shared-ui' (one style sheet; the package is not shared).",
  },
];
const SUPABASE = {
  regex: '^@supabase/supabase-js$',
  allowTypeImports: true,
  message: "supabase-js is not shared: reach it through '@nism/platform' (getSupabase), or the app loads a second copy.",
};
/** A package's internals: each package is reached through its export map (`@nism/<pkg>` or a subpath it exports). */
const DEEP = {
  regex: '^@nism/[\\w-]+/src(/.*)?$',
  message: 'Import a package through its export map (@nism/<pkg>, or a subpath its package.json exports), never its src/.',
};
const restricted = (patterns) => ({ 'no-restricted-imports': ['error', { patterns: [DEEP, ...patterns] }] });

/** An app's import boundaries; its shipped code also reaches supabase-js only through platform (its tests may not). */
const appBoundaries = (app) => [
  { files: [`${app}/**/*.{ts,tsx}`], ignores: ['**/*.test.{ts,tsx}'], rules: restricted([...appPatterns(app), SUPABASE]) },
  { files: [`${app}/**/*.test.{ts,tsx}`], rules: restricted(appPatterns(app)) },
];

// The skeleton of every app (docs/remote-skeleton.md) as law: entry files and exposes → pages → features → lib, one
// way; a page or a feature imports only itself among its kind; testing/ (fixtures and the standalone harness) is
// imported by tests and the harness only; tools/ imports only contracts, platform, the local backend and itself.
// Elements are classified by folder; `app` (and `page`, `feature`) are captured so a policy can require "the same".
const sameApp = { app: '{{ from.element.captured.app }}' };
const element = (type, captured = sameApp) => ({ to: { element: { type, captured } } });
const skeletonElements = [
  // A test is held to its folder's rules, and may also use its app's testing/ (fixtures, render helpers).
  { type: 'page-test', pattern: '*/src/pages/*/**/*.test.{ts,tsx}', mode: 'file', capture: ['app', 'page'] },
  { type: 'feature-test', pattern: '*/src/features/*/**/*.test.{ts,tsx}', mode: 'file', capture: ['app', 'feature'] },
  { type: 'lib-test', pattern: '*/src/lib/**/*.test.{ts,tsx}', mode: 'file', capture: ['app'] },
  // A test right in src/ checks how the app's parts compose (its pages together, an expose and its page): it may
  // reach all of its app, as the entry files do.
  { type: 'app-test', pattern: '*/src/*.test.{ts,tsx}', mode: 'file', capture: ['app'] },
  { type: 'exposes', pattern: '*/src/exposes', capture: ['app'] },
  { type: 'page', pattern: '*/src/pages/*', capture: ['app', 'page'] },
  { type: 'feature', pattern: '*/src/features/*', capture: ['app', 'feature'] },
  { type: 'lib', pattern: '*/src/lib', capture: ['app'] },
  { type: 'testing', pattern: '*/src/testing', capture: ['app'] },
  { type: 'harness', pattern: 'dev-harness' },
  { type: 'shared', pattern: '{contracts,platform,shared-hooks,shared-ui,shared-auth,db-types}', capture: ['pkg'] },
  { type: 'backend', pattern: 'local-supabase' },
  // tools/ in two layers: build-config/ (the apps' rspack and jest configuration, which the apps import) below the
  // commands (build, start, release, prerender), which use it; nothing imports upward.
  { type: 'build-config', pattern: 'tools/build-config' },
  { type: 'tools', pattern: 'tools' },
  // Last: a file right in src/ (the shell's App, its routes, bootstrap) that no folder above claims. Element
  // descriptors are folders in eslint-plugin-boundaries 7; 'file' mode (deprecated there, with a warning) is the one
  // way to name single files.
  { type: 'entry', pattern: '*/src/*.{ts,tsx}', mode: 'file', capture: ['app', 'file'] },
];
const SHARED_TO = { to: { element: { type: 'shared' } } };
const skeleton = {
  files: [...APPS.map((app) => `${app}/src/**/*.{ts,tsx}`), 'tools/*.ts', 'tools/build-config/*.ts'],
  plugins: { boundaries },
  settings: {
    // Workspace packages resolve to their folders (not node_modules/@nism/...), so they are elements too.
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    'boundaries/elements': skeletonElements,
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        // Workspace packages resolve through node_modules, as external modules: checked too, by the policies below.
        checkAllOrigins: true,
        message:
          'Against the skeleton (docs/remote-skeleton.md): exposes → pages → features → lib, one way; no page or feature imports another; testing/ only from tests and the harness; tools/ only contracts, platform, the local backend and tools/.',
        // The last policy that matches decides.
        policies: [
          { allow: { to: { module: { origin: ['external', 'core'] } } } },
          {
            from: { element: { type: 'entry' } },
            allow: [...['entry', 'exposes', 'page', 'feature', 'lib'].map((t) => element(t)), SHARED_TO],
          },
          { from: { element: { type: 'exposes' } }, allow: [...['exposes', 'page', 'feature', 'lib'].map((t) => element(t)), SHARED_TO] },
          {
            from: { element: { type: 'page' } },
            allow: [
              element('page', { ...sameApp, page: '{{ from.element.captured.page }}' }),
              element('feature'),
              element('lib'),
              SHARED_TO,
            ],
          },
          {
            from: { element: { type: 'feature' } },
            allow: [element('feature', { ...sameApp, feature: '{{ from.element.captured.feature }}' }), element('lib'), SHARED_TO],
          },
          { from: { element: { type: 'lib' } }, allow: [element('lib'), SHARED_TO] },
          {
            from: { element: { type: 'page-test' } },
            // Also the expose that wraps its page (its route's prefetch).
            allow: [
              element('exposes'),
              element('page', { ...sameApp, page: '{{ from.element.captured.page }}' }),
              element('feature'),
              element('lib'),
              element('testing'),
              SHARED_TO,
              { to: { element: { type: 'harness' } } },
            ],
          },
          {
            from: { element: { type: 'feature-test' } },
            allow: [
              element('feature', { ...sameApp, feature: '{{ from.element.captured.feature }}' }),
              element('lib'),
              element('testing'),
              SHARED_TO,
            ],
          },
          { from: { element: { type: 'lib-test' } }, allow: [element('lib'), element('testing'), SHARED_TO] },
          {
            from: { element: { type: 'app-test' } },
            allow: [...['entry', 'exposes', 'page', 'feature', 'lib', 'testing'].map((t) => element(t)), SHARED_TO],
          },
          {
            from: { element: { type: 'testing' } },
            allow: [
              ...['entry', 'exposes', 'page', 'feature', 'lib', 'testing'].map((t) => element(t)),
              SHARED_TO,
              { to: { element: { type: 'harness' } } },
            ],
          },
          { from: { element: { type: '!testing' } }, disallow: { to: { module: { origin: 'external', source: '@nism/dev-harness' } } } },
          {
            from: { element: { type: 'tools' } },
            disallow: { to: { module: { origin: 'external', source: '@nism/!(contracts|platform|local-supabase)' } } },
          },
          {
            from: { element: { type: 'build-config' } },
            allow: [{ to: { element: { type: 'build-config' } } }, { to: { element: { type: 'shared', captured: { pkg: 'contracts' } } } }],
          },
          {
            from: { element: { type: 'tools' } },
            allow: [
              { to: { element: { type: 'build-config' } } },
              { to: { element: { type: 'tools' } } },
              { to: { element: { type: 'shared', captured: { pkg: '{contracts,platform}' } } } },
              { to: { element: { type: 'backend' } } },
            ],
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-harness/**',
      '.tsbuild/**',
      '.bench/**',
      '.data/**',
      '.e2e-data/**',
      'artifacts/**',
      '**/coverage/**',
      '.scratch/**',
    ],
  },
  // An eslint-disable comment that no longer silences anything is itself an error.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused names are errors; a leading underscore marks one kept on purpose (a parameter a signature needs).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', '**/test/**', 'tools/build-config/jest-*.js', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
    // Test doubles and fixtures reach into untyped responses and load modules on demand.
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['supabase/functions/**/*.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
  {
    // One structural client type over supabase-js (Deno) and local-supabase (Node), and raw webhook JSON.
    files: ['supabase/functions/_shared/service-client.ts', 'supabase/functions/_shared/razorpay-webhook.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The sandbox's checkout script is ES5 served as is to the browser: no arrow functions to keep `this`.
    files: ['local-supabase/src/razorpay/checkout.js'],
    languageOptions: { sourceType: 'script' },
    rules: { '@typescript-eslint/no-this-alias': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // Every file: no package's internals (the folders below repeat it in their own lists, which replace this one).
  { files: ['**/*.{ts,tsx,mjs}'], rules: restricted([]) },
  ...APPS.flatMap(appBoundaries),
  skeleton,
  {
    // `typeof import('../../mfe-checkout/...')` in a type is an import too.
    files: [...APPS, ...SHARED].map((dir) => `${dir}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `TSImportType[argument.literal.value=/^(\\.\\.\\/)*(${APPS.join('|')})(\\/|$)/]`,
          message: 'No type from another app: module types live in contracts/.',
        },
      ],
    },
  },
  // The shared packages in layers: each imports only packages before it (and no app).
  ...SHARED_ORDER.map((pkg, i) => ({
    files: [`${pkg}/**/*.{ts,tsx}`],
    rules: restricted([
      into(APPS, 'Shared packages and contracts/ import no app: an app depends on them, never the reverse.'),
      ...(i + 1 < SHARED_ORDER.length
        ? [into(SHARED_ORDER.slice(i + 1), `Shared packages import only those below them: ${SHARED_ORDER.join(' → ')}.`)]
        : []),
    ]),
  })),
  // The folders outside the apps, code and tests alike.
  { files: ['local-supabase/src/**/*.ts'], rules: restricted([into([...APPS, ...HARNESSES, 'tools'], BACKEND_MESSAGE)]) },
  // Its tests too; seed.test.ts holds the content team's blog articles to X-A's blueprint with the database's own check.
  {
    files: ['local-supabase/test/**/*.ts'],
    rules: restricted([into([...APPS.filter((a) => a !== 'mfe-content'), ...HARNESSES, 'tools'], BACKEND_MESSAGE)]),
  },
  {
    files: ['content/**/*.ts'],
    rules: restricted([
      into(
        [...APPS, ...HARNESSES, 'local-supabase'],
        "content/ holds papers and their checks: it imports contracts and tools/ (the content lint's readers), no app or harness.",
      ),
    ]),
  },
  {
    files: ['e2e/**/*.ts'],
    rules: restricted([
      into(
        [...APPS, 'bench', 'soak', 'content'],
        'Journeys drive the built site through a browser: they import no app, and no other harness.',
      ),
    ]),
  },
  {
    files: ['bench/**/*.ts'],
    rules: restricted([
      into(
        [...APPS, 'e2e', 'soak', 'content'],
        'The bench measures the built site and the backend: it imports no app, and no other harness.',
      ),
    ]),
  },
  {
    files: ['soak/**/*.ts'],
    rules: restricted([
      into([...APPS, 'e2e', 'content'], 'The soak imports no app and no journey.'),
      {
        regex: '^(\\.\\./)+bench/(?!lib/)',
        message: "The soak uses what the bench shares (bench/lib: servers, learners' clients, statistics), never its measurements.",
      },
    ]),
  },
);
