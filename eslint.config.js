// Lint rules for the whole repository: ESLint recommended + typescript-eslint recommended,
// React hooks rules for the storefront, and the API's database layer kept free of the app.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// apps/api/src/db/ (client, schema) is the bottom layer: it imports libraries and its own files,
// never the app (config, lib, features, the demo seed). A relative import that climbs out of
// db/ is refused; one block per folder depth, since the rule matches the import's text.
const DB_DEPTHS = [0, 1, 2, 3, 4];
const dbStaysInside = DB_DEPTHS.map((depth) => ({
  files: [`apps/api/src/db/${'*/'.repeat(depth)}*.{ts,mts,js,mjs}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./){${depth + 1}}`,
            message:
              'apps/api/src/db/ must not import the app: keep the database layer self-contained (see docs/decisions/demo-seed-folder.md).',
          },
        ],
      },
    ],
  },
}));

// SQL lives in query modules (`*queries.ts`), as db/ lives at the bottom: elsewhere in the API
// neither drizzle-orm's SQL builders nor a `db.select/insert/update/delete/execute` call may
// appear (types from drizzle-orm are fine). Beside tests and their factories, two kinds of file
// are exempt, each named here:
const SQL_EXEMPT = [
  // the demo seed writes the demo store's rows (it is data, not the app's queries)
  'apps/api/src/demo/**',
  'apps/api/src/account/demo-accounts.ts',
  // the demo staff accounts (seed data, like account/demo-accounts.ts)
  'apps/api/src/admin/demo-staff.ts',
];
const SQL_MESSAGE = 'SQL belongs in a query module (*queries.ts) of the feature; see docs/ARCHITECTURE.md.';
const sqlInQueryModules = {
  files: ['apps/api/src/**/*.ts'],
  ignores: [
    'apps/api/src/**/*queries.ts',
    'apps/api/src/db/**',
    'apps/api/src/test/**',
    'apps/api/src/**/*.test.ts',
    'apps/api/src/**/test-*.ts',
    'apps/api/src/**/*-test-utils.ts',
    ...SQL_EXEMPT,
  ],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { paths: [{ name: 'drizzle-orm', message: SQL_MESSAGE, allowTypeImports: true }] },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector:
          'CallExpression[callee.property.name=/^(select|selectDistinct|insert|update|delete|execute)$/][callee.object.name=/^(db|tx)$/]',
        message: SQL_MESSAGE,
      },
      {
        selector:
          'CallExpression[callee.property.name=/^(select|selectDistinct|insert|update|delete|execute)$/][callee.object.property.name=/^(db|tx)$/]',
        message: SQL_MESSAGE,
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'scratch/**',
      'apps/api/drizzle/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // the storefront keeps zod out of its bundle: answer types come from the shared schemas by
    // `import type` (z.infer); only tests and their fakes import the schemas themselves
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
      'apps/web/src/**/test/**',
      'apps/web/src/app/test-providers.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'The storefront does not bundle zod.', allowTypeImports: true },
            {
              name: 'react-router',
              importNames: ['Link'],
              message: 'Use StoreLink (components/ui/StoreLink.tsx): the same link, written without the router on the server.',
            },
          ],
          patterns: [
            {
              group: ['@store/shared/contract/*', '@store/shared/auth/schemas'],
              message: 'Import the inferred types (import type) from @store/shared; the schemas are zod.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // a classic script the page loads before the app (vite.config.ts scriptsAfterPaint)
    files: ['apps/web/boot/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { document: 'readonly', requestAnimationFrame: 'readonly', setTimeout: 'readonly', Event: 'readonly' },
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.{ts,mjs}'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly', fetch: 'readonly' } },
  },
  ...dbStaysInside,
  sqlInQueryModules,
);
