// One ESLint config for the app (src/, tests/) and the server (server/src, server/scripts); `npm run lint`.
// Not type-aware: typed linting took over 3 min of CPU for the repo on this 2-core machine (untyped about
// 60 s); tsc checks types. Imports resolve through both tsconfigs (the app's `@/` alias, the server's
// NodeNext `.js` specifiers that name `.ts` files), so import-x follows them into either tree.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'

const root = import.meta.dirname
const testFiles = [
  '**/*.test.{ts,tsx,js,mjs}',
  'tests/**',
  'server/src/test/**',
  '**/*.testkit.ts',
  'src/**/testing/**',
  'src/**/testing.{ts,tsx}',
  'src/**/fixtures.ts',
  'src/**/fake*.ts',
  'src/features/auth/renderAuth.tsx',
]

export default tseslint.config(
  {
    // only the app and the server are linted: build output, build config, bench and ops scripts are not
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'config/**',
      'bench/**',
      'scripts/**',
      'types/**',
      'test-results/**',
      'coverage/**',
      'server/data/**',
      'server/var/**',
      '*.{js,mjs,cjs,ts}',
      '!eslint.config.mjs',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter a signature needs but the body does not (as tsc's noUnusedParameters allows)
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS files of jest's suites (jsdom): require() is their module system
    files: ['tests/mini/**/*.js', 'tests/jest/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // journeys hand functions to page.evaluate: those run in the browser
    files: ['tests/e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: testFiles,
    rules: {
      // jest tests read a jest.mock double, or a module fresh after resetModules, through require()
      '@typescript-eslint/no-require-imports': 'off',
      // fakes and partial doubles; typing fakes against the generated contract is its own work (issue 24, 2)
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Kysely's advice: a migration must not depend on today's schema types, so it takes Kysely<any>
    files: ['server/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    ...reactHooks.configs.flat.recommended,
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      // React Compiler rules that flag the app's two deliberate patterns (it does not run the compiler):
      // the loading/reset state an effect sets as it starts a request,
      'react-hooks/set-state-in-effect': 'off',
      // and the latest-callback ref (`ref.current = fn` in render; React 18 has no useEffectEvent)
      'react-hooks/refs': 'off',
    },
  },
  {
    files: ['src/**', 'tests/**', 'server/src/**', 'server/scripts/**'],
    plugins: { 'import-x': importX },
    settings: {
      // the files import-x parses to follow imports (its default is .js only)
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [`${root}/tsconfig.json`, `${root}/server/tsconfig.json`],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // a runtime import circle leaves a module half-initialised when another reads it (type imports are fine)
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
)
