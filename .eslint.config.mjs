// ESLint flat config. Run as `eslint -c .eslint.config.mjs .` (npm run lint).
import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noServer = {
  group: ['**/server/**', '**/server'],
  message: 'Browser and view code must not import server code.',
};
const noDb = { group: ['**/db/**', 'kysely', 'pg', 'better-sqlite3'], message: 'Views get data through props, never from the database.' };
const noNode = { group: ['node:*', 'fs', 'path', 'crypto'], message: 'Code that runs in the browser cannot use Node modules.' };
/** The site's features: the folders of server/features/, each with its namesakes in shared/, views/ and client/. */
const FEATURES = fs.readdirSync('server/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
/** The view folders every feature shares (markup kit, layouts, templates) and the markup islands share with views. */
const VIEW_KIT = ['components', 'layouts', 'templates', 'ui'];

const noViews = {
  group: ['**/views/*/**', ...[...VIEW_KIT, ...FEATURES].filter((folder) => folder !== 'ui').map((folder) => `../**/${folder}/**`), '!**/shared/**', '!**/views/ui/**'],
  message: 'Islands and shared markup do not import server views; markup both use lives in views/ui/.',
};
const noClient = { group: ['**/client/**'], message: 'Views render islands by name (<Island>), never by importing client code; markup both use lives in views/ui/.' };
/**
 * A feature imports another feature's code only through what that feature exports for others,
 * its folder's index.ts (`../store`, never `../store/membership.pages`), in every layer.
 * shared/ is exempt: its contracts and rules are there to be shared.
 */
const otherFeatures = (feature) => ({
  group: FEATURES.filter((other) => other !== feature).flatMap((other) => [`../${other}/**`, `../../${other}/**`, `**/features/${other}/**`, `**/views/${other}/**`, `**/client/${other}/**`]),
  message: "Another feature's files are its own: import what it exports for others from its folder (its index.ts).",
});
const noPlatformContracts = { group: ['**/platform-api/**'], message: 'Platform-only contracts are for the site\'s server; the browser calls the /api contracts in shared/api.' };
const noRawApi = {
  group: ['**/lib/api-client'],
  importNames: ['apiRequest'],
  message: 'Islands call through the contracts: use callApi or callLazily.',
};
const noPlatform = { group: ['**/platform/**'], message: 'The web tier reaches the platform over HTTP, calling its contracts through server/http/platform-client; only the entry points server/index.ts and server/daily-emails.ts assemble both.' };
const noApiRoutes = { group: ['**/*.api', '**/api-router'], message: 'Pages and actions do not import /api route files: share the action instead.' };
const noRoutes = {
  // Of server/http, only the plain machinery both tiers share (mount-contract, error-handler, listen) is the platform's to import.
  group: ['**/features/**', '**/render/**', '**/session/**', '**/http/*', '!**/http/mount-contract', '!**/http/error-handler', '!**/http/listen'],
  message: 'The platform does not depend on the web tier.',
};

/** Every platform service folder, as on disk; each may import only its own folder, the shared platform files and server basics. */
const PLATFORM_SERVICES = fs.readdirSync('server/platform', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

export default tseslint.config(
  // cycle-probe-*, tmp-features-*: throwaway files of the boundaries and feature-folder tests.
  { ignores: ['node_modules/**', 'public/build/**', 'data/**', 'coverage/**', '**/cycle-probe-*/**', 'tests/tmp-features-*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // React's rules where components and hooks can be: JSX files, and the browser and view code.
  {
    files: ['**/*.tsx', 'client/**/*.ts', 'views/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/refs': 'off',
    },
  },
  // The decks' drawings (1.4 MB of SVG in JSX, no state, no effects) keep the rules of hooks; the
  // React Compiler's analyses, which took half the lint's time on them alone, are left out.
  {
    files: ['views/ui/art/tarot/decks/**/*.tsx'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter((rule) => rule !== 'react-hooks/rules-of-hooks' && rule !== 'react-hooks/exhaustive-deps')
        .map((rule) => [rule, 'off']),
    ),
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  // Import boundaries (DESIGN.md section 2; README "Boundaries"). Each block names what a folder may not import.
  // Blocks for one file do not add up (the last one wins), so each feature's block repeats its layer's rules.
  { files: ['client/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noDb, noNode, noViews, noPlatformContracts, noRawApi] }] } },
  ...FEATURES.map((feature) => ({ files: [`client/${feature}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noDb, noNode, noViews, noPlatformContracts, noRawApi, otherFeatures(feature)] }] } })),
  { files: ['client/lib/api-client.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noDb, noNode, noViews, noPlatformContracts] }] } },
  { files: ['views/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noDb, noNode, noClient, noPlatformContracts] }] } },
  ...FEATURES.map((feature) => ({ files: [`views/${feature}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noDb, noNode, noClient, noPlatformContracts, otherFeatures(feature)] }] } })),
  { files: ['views/ui/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noDb, noNode, noClient, noViews, noPlatformContracts] }] } },
  { files: ['shared/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [noServer, noDb, noNode, { group: ['**/client/**', '**/views/**', 'react', 'react-dom'], message: 'shared/ is plain rules and contracts: no React, no client or view code.' }] }] } },
  {
    files: ['server/**/*.{ts,tsx}'],
    ignores: ['server/platform/**', 'server/index.ts', 'server/daily-emails.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noPlatform] }] },
  },
  ...FEATURES.map((feature) => ({
    files: [`server/features/${feature}/**/*.{ts,tsx}`],
    ignores: [`server/features/${feature}/*.api.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [noPlatform, noApiRoutes, otherFeatures(feature)] }] },
  })),
  ...FEATURES.map((feature) => ({
    files: [`server/features/${feature}/*.api.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [noPlatform, otherFeatures(feature)] }] },
  })),
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
  // No import cycles anywhere in the site's code: a cycle makes load order matter and hides a missing boundary.
  {
    files: ['server/**/*.{ts,tsx}', 'shared/**/*.ts', 'views/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}'],
    // The decks' drawings (1 MB of SVG in TSX) import only their own deck's kit and the shared art
    // helpers, which import none of them; walking their imports for cycles took a third of the
    // lint's time, so they are left out of this one rule.
    ignores: ['views/ui/art/tarot/decks/*/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['tests/support/*.cjs'], languageOptions: { globals: { module: 'writable', process: 'readonly' } }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
