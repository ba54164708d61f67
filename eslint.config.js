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
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
