import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'dist-test',
      'target',
      'web/generated',
      '.cache',
      'test-results',
      'playwright-report',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/app/**/*.{ts,tsx}', 'web/kit/**/*.{ts,tsx}', 'web/shared/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The consumer apps (tests/consumers): server code on Node and Next.js, components in JSX.
    files: ['tests/consumers/**/*.{js,jsx,mjs}'],
    languageOptions: {
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: {
        process: 'readonly',
        Buffer: 'readonly',
        crypto: 'readonly',
        URL: 'readonly',
        Headers: 'readonly',
        Response: 'readonly',
        fetch: 'readonly',
        document: 'readonly',
      },
    },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
)
