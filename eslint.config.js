import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The only imports from one server feature folder into another: one way, so folders never import each other. */
const FEATURE_EDGES = {
  ideas: ['posts'],
  news: ['posts'],
  shop: ['payments'],
  staff: ['payments'],
  phone: ['referral'],
  uploads: ['people'],
  relations: ['people'],
  moderation: ['posts', 'comments'],
  translations: ['comments'],
  'data-export': ['payments'],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '.shots/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // The server's layers (issue 24): features sit on app plugins and shared read models, which never
    // reach back up; a feature imports another only along the edges listed here, so no two feature
    // folders import each other.
    files: ['apps/server/src/**/*.ts'],
    // Tests may reach across layers to check how the pieces work together.
    ignores: ['**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/server/src/**/*.ts'],
      // A few layers are single files (app.ts, the registry, register-endpoint.ts): matched whole,
      // which v7 still supports while it nudges towards file descriptors.
      'boundaries/legacy-warnings': false,
      'boundaries/elements': [
        { type: 'feature', pattern: 'apps/server/src/features/*', capture: ['name'] },
        { type: 'registry', pattern: 'apps/server/src/features/registry.ts', mode: 'file' },
        { type: 'app-plugin', pattern: 'apps/server/src/plugins' },
        { type: 'shared', pattern: 'apps/server/src/shared' },
        // Where features register their endpoints: it reads the request's member and the limits plugin.
        { type: 'endpoints', pattern: 'apps/server/src/http/register-endpoint.ts', mode: 'file' },
        { type: 'infra', pattern: 'apps/server/src/(db|http|jobs|providers|storage)' },
        { type: 'entry', pattern: 'apps/server/src/(app|server).ts', mode: 'file' },
        { type: 'infra', pattern: 'apps/server/src/*.ts', mode: 'file' },
        { type: 'seed', pattern: 'apps/server/src/seed' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'entry' } }, allow: { to: { element: { types: { anyOf: ['entry', 'endpoints', 'infra', 'shared', 'app-plugin', 'registry', 'seed'] } } } } },
            { from: { element: { type: 'infra' } }, allow: { to: { element: { types: { anyOf: ['infra', 'shared'] } } } } },
            { from: { element: { type: 'seed' } }, allow: { to: { element: { types: { anyOf: ['feature', 'shared', 'infra', 'app-plugin', 'endpoints'] } } } } },
            { from: { element: { type: 'endpoints' } }, allow: { to: { element: { types: { anyOf: ['endpoints', 'infra', 'shared', 'app-plugin'] } } } } },
            { from: { element: { type: 'registry' } }, allow: { to: { element: { type: 'feature' } } } },
            { from: { element: { type: 'app-plugin' } }, allow: { to: { element: { types: { anyOf: ['app-plugin', 'shared', 'infra', 'endpoints'] } } } } },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { types: { anyOf: ['shared', 'infra'] } } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { types: { anyOf: ['shared', 'infra', 'app-plugin', 'endpoints'] } } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', captured: { name: '{{ from.captured.name }}' } } } } },
            ...Object.entries(FEATURE_EDGES).map(([from, to]) => ({
              from: { element: { type: 'feature', captured: { name: from } } },
              allow: { to: { element: { type: 'feature', captured: { name: to } } } },
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Barrels that every unit test would pay for (issue 24: 4 s of import per test file).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@arya/core', message: "Import from '@arya/core/rules' (no zod), '@arya/core/routes' or '@arya/core/contract' (schemas): the barrel loads every schema." },
            { name: 'date-fns', message: "Import each function from its own file ('date-fns/format'): the barrel loads them all." },
            { name: 'date-fns/locale', message: "Import 'date-fns/locale/fr' and 'date-fns/locale/en-US': the barrel loads every locale." },
          ],
        },
      ],
    },
  },
  {
    // Issue 24: a feature raises only what its endpoint declares, through the endpoint's typed fail
    // (http/fail.ts), so the compiler checks it: every feature. The image helpers throw from inside
    // the shared image queue; the gifs route answers the provider's failures (still to move over).
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/features/uploads/image-{processing,queue}.ts', 'apps/server/src/features/gifs/gifs.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='AppError']", message: "Raise through the endpoint's fail (a Fail<codes> parameter, see http/fail.ts): the compiler then checks the code is declared." },
      ],
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
