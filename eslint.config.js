import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**', 'data/**'] },
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
    // (http/fail.ts), so the compiler checks it. The features not listed are still being moved over;
    // the image helpers throw from inside the shared image queue.
    files: ['apps/server/src/features/{posts,ideas,news,comments,reactions,notifications,people,users,onboarding,coins,referral,uploads,phone,staff,system,gifs}/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/features/people/users-query.service.ts', 'apps/server/src/features/uploads/image-{processing,queue}.ts', 'apps/server/src/features/gifs/gifs.routes.ts'],
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
