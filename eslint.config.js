import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Module boundaries (CONVENTIONS section 2): dependencies point one way, from the bottom up:
// shared/ and content/, then server/db, then the rest of the server (services, then http/, then
// api/), with server/app.ts, site.ts and index.ts on top; app/ beside it, taking only types from
// the server. import-x resolves every import (aliases and relative paths alike) to its file, so a
// zone holds however the import is spelled.
const zones = [
  { target: './shared', from: ['./app', './server', './content', './tests'], message: 'shared/ imports only zod and shared/.' },
  { target: './content', from: ['./app', './server', './tests'], message: 'content/ may import types from shared/ only.' },
  { target: './server/db', from: './server', except: ['./db'], message: 'The data layer sits below everything else in the server.' },
  {
    target: './server/http',
    from: ['./server/api', './server/app.ts', './server/site.ts', './server/index.ts'],
    message: 'server/http sits below the API routers and the app that assembles them.',
  },
  {
    target: ['./server/*/**', './server/services.ts', './server/env.ts', './server/log.ts', './server/admin-password.ts'],
    from: ['./server/app.ts', './server/site.ts', './server/index.ts'],
    message: 'Only the process entry assembles the app and the site; nothing below imports them.',
  },
  { target: './app/components/ui', from: ['./app/routes', './app/admin-api', './content'], message: 'UI primitives stay generic.' },
  { target: ['./app', './server', './shared', './content'], from: './tests', message: 'Only tests and scripts import tests/.' },
]

// Rules that allow type imports, which zones cannot tell apart. In flat config a later object's
// options for a rule replace an earlier one's for the same file, so each file gets exactly one
// object setting no-restricted-imports (the file sets below do not overlap). In these gitignore-
// style patterns a leading '#' starts a comment, hence '\\#'.
const typesOnly = (files, message, ignores = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: ['\\#server/*', '**/server/*'], message, allowTypeImports: true }] }],
  },
})
const serverBoundary = {
  files: ['server/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['\\#app/*', '**/app/*', '!\\#app/context.ts'],
            message: 'The server uses the React Router build, not app/ modules.',
            allowTypeImports: true,
          },
        ],
      },
    ],
  },
}

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.react-router/', 'coverage/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['debug', 'warn', 'error'] }],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  serverBoundary,
  {
    // React's Node server renderer keeps each render in an AsyncLocalStorage, which turns on
    // Node's async hooks for the rest of the process (docs/decisions/019).
    files: ['app/**', 'server/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^react-dom\\/server(\\.node)?$/]",
          message: 'Render with react-dom/server.edge: the Node build turns on async hooks for the whole process (docs/decisions/019).',
        },
      ],
    },
  },
  typesOnly(
    ['app/routes/**', 'app/components/**', 'app/lib/**'],
    'Routes take types only from server/; runtime values come through loader context.',
    ['app/**/*.server.ts', 'app/**/*.server.tsx'],
  ),
  typesOnly(['app/admin-api/**'], 'The admin client talks HTTP only.'),
  {
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
)
