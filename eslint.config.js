import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Module boundaries (CONVENTIONS section 2): dependencies point one way.
const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
})

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
  boundary(['shared/**'], [
    { group: ['#app/*', '#server/*', '#content/*', '../app/*', '../server/*', '../content/*'], message: 'shared/ imports only zod and shared/.' },
  ]),
  boundary(['content/**'], [
    { group: ['#app/*', '#server/*', '../app/*', '../server/*'], message: 'content/ may import types from shared/ only.' },
  ]),
  boundary(['server/db/**'], [
    { group: ['#app/*', '#server/api/*', '#server/http/*', '../api/*', '../http/*'], message: 'The data layer sits below HTTP and routes.' },
  ]),
  boundary(['server/**'], [
    { group: ['#app/*', '!#app/context.ts', '!#app/entry.server.tsx'], message: 'The server uses the React Router build, not app/ modules.', allowTypeImports: true },
  ]),
  boundary(['app/routes/**', 'app/components/**', 'app/lib/**'], [
    { group: ['#server/*', '../server/*'], message: 'Routes take types only from server/; runtime values come through loader context.', allowTypeImports: true },
  ]),
  boundary(['app/components/ui/**'], [
    { group: ['#app/routes/*', '#app/admin-api/*', '#content/*'], message: 'UI primitives stay generic.' },
  ]),
  boundary(['app/admin-api/**'], [
    { group: ['#server/*'], message: 'The admin client talks HTTP only.', allowTypeImports: true },
  ]),
  {
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
)
