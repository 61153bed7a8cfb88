// ESLint flat config. Run as `eslint -c .eslint.config.mjs .` (npm run lint).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noServer = {
  group: ['**/server/**', '**/server'],
  message: 'Browser and view code must not import server code.',
};
const noDb = { group: ['**/db/**', 'kysely', 'pg', 'better-sqlite3'], message: 'Views get data through props, never from the database.' };
const noNode = { group: ['node:*', 'fs', 'path', 'crypto'], message: 'Code that runs in the browser cannot use Node modules.' };

export default tseslint.config(
  { ignores: ['node_modules/**', 'public/build/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/refs': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  // Import boundaries (DESIGN.md section 2).
  { files: ['client/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noDb, noNode] }] } },
  { files: ['views/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noDb, noNode] }] } },
  { files: ['shared/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noDb, noNode, { group: ['**/client/**', '**/views/**', 'react', 'react-dom'], message: 'shared/ is plain rules and contracts: no React, no client or view code.' }] }] } },
  { files: ['tests/support/*.cjs'], languageOptions: { globals: { module: 'writable', process: 'readonly' } }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
