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
const noViews = { group: ['**/views/**'], message: 'Islands do not import server views; markup both use lives in ui/.' };
const noClient = { group: ['**/client/**'], message: 'Views render islands by name (<Island>), never by importing client code; markup both use lives in ui/.' };
const noPlatformContracts = { group: ['**/platform-api/**'], message: 'Platform-only contracts are for the site\'s server; the browser calls the /api contracts in shared/api.' };
const noRawApi = {
  group: ['**/lib/api-client'],
  importNames: ['apiRequest'],
  message: 'Islands call through the contracts: use callApi or callLazily.',
};
const noPlatform = { group: ['**/platform/**'], message: 'The web tier reaches the platform over HTTP, through server/upstream; only server/index.ts assembles both.' };
const noApiRoutes = { group: ['**/routes/api/**', '../api/**'], message: 'Pages and actions do not import /api route files: share the action in server/actions instead.' };
const noRoutes = {
  // Of server/http, only the plain machinery both tiers share (mount-contract, error-handler, listen) is the platform's to import.
  group: ['**/routes/**', '**/actions/**', '**/render/**', '**/upstream/**', '**/session/**', '**/http/contract-route', '**/http/request-context', '**/http/rate-limit', '**/http/same-origin', '**/http/promo-cookies'],
  message: 'The platform does not depend on the web tier.',
};

/** Every platform service folder; each may import only its own folder, the shared platform files and server basics. */
const PLATFORM_SERVICES = ['member', 'mail', 'location', 'sms', 'support', 'rules', 'product', 'commerce'];

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
  // Import boundaries (DESIGN.md section 2; README "Boundaries"). Each block names what a folder may not import.
  { files: ['client/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noDb, noNode, noViews, noPlatformContracts, noRawApi] }] } },
  { files: ['client/lib/api-client.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noDb, noNode, noViews, noPlatformContracts] }] } },
  { files: ['views/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noDb, noNode, noClient, noPlatformContracts] }] } },
  { files: ['ui/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noDb, noNode, noClient, noViews, noPlatformContracts] }] } },
  { files: ['shared/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noDb, noNode, { group: ['**/client/**', '**/views/**', '**/ui/**', 'react', 'react-dom'], message: 'shared/ is plain rules and contracts: no React, no client or view code.' }] }] } },
  {
    files: ['server/**/*.{ts,tsx}'],
    ignores: ['server/platform/**', 'server/index.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noPlatform] }] },
  },
  {
    files: ['server/routes/pages/**/*.{ts,tsx}', 'server/actions/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noPlatform, noApiRoutes] }] },
  },
  ...PLATFORM_SERVICES.map((service) => ({
    files: [`server/platform/${service}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noRoutes,
            {
              group: PLATFORM_SERVICES.filter((other) => other !== service).flatMap((other) => [`**/platform/${other}/**`, `../${other}/**`]),
              message: 'A platform service does not reach into another service: ask for a port in server/platform/ports.ts.',
            },
          ],
        },
      ],
    },
  })),
  { files: ['server/platform/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [noRoutes] }] } },
  { files: ['tests/support/*.cjs'], languageOptions: { globals: { module: 'writable', process: 'readonly' } }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
