// Lint rules for every package. Type-aware rules are left out on purpose: `npm run typecheck`
// already runs the compiler over the whole tree, and a second type-aware pass doubles CI time.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.next/**', '**/next-env.d.ts', '**/*.generated.*', 'bench/.kits/**', '**/artifacts/**', '**/cache/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='postMessage'] > Literal[value='*']",
          message: "Name the exact target origin instead of '*'.",
        },
      ],
    },
  },
  {
    // The kernel imports no plugin and no framework.
    files: ['kernel/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*'], message: 'The kernel knows no framework.' },
            { group: ['@latchkey/*', '!@latchkey/kernel'], message: 'The kernel imports no plugin.' },
            { group: ['viem', 'viem/*', '@solana/*', '@polkadot/*', '@walletconnect/*'], message: 'Chain SDKs stay out of the kernel.' },
          ],
        },
      ],
    },
  },
  {
    // Kernel tests may load the shared public test vectors through the harness (test-only code).
    files: ['kernel/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*'], message: 'The kernel knows no framework.' },
            { group: ['@latchkey/*', '!@latchkey/kernel', '!@latchkey/test-harness'], message: 'The kernel imports no plugin.' },
            { group: ['viem', 'viem/*', '@solana/*', '@polkadot/*', '@walletconnect/*'], message: 'Chain SDKs stay out of the kernel.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test-harness/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
