// Lints the contract: schema/**/*.graphql with the schema rules, operations/**/*.graphql with the
// operations rules, both against the schema merged from schema/; and the TypeScript with
// typescript-eslint and React's rules of hooks. `npm run lint` runs it.
import { readdirSync } from 'node:fs';
import graphql from '@graphql-eslint/eslint-plugin';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importCircles from './eslint-rules/import-circles.js';

const SCHEMA = 'schema/**/*.graphql';
const OPERATIONS = 'operations/**/*.graphql';
const ROOT_TYPES = '/^(Query|Mutation|Subscription)$/';
// Names the spec writes itself: the paginator's fields (spec §3) and two of its arguments (spec §7).
const SPEC_CAMEL_CASE_FIELDS = '^(paginatorInfo|currentPage|lastPage)$';
const SPEC_CAMEL_CASE_ARGUMENTS = '^(groupId|withName)$';

// graphql-config refuses a documents pointer that matches nothing; lint the schema alone until then.
const hasOperations = (() => {
  try {
    return readdirSync('operations', { recursive: true }).some((file) => String(file).endsWith('.graphql'));
  } catch {
    return false;
  }
})();

// The recommended naming, less its camelCase for every field (the rule checks every key it is given).
const { FieldDefinition: _camelCaseFields, ...schemaNaming } =
  graphql.configs['flat/schema-recommended'].rules['@graphql-eslint/naming-convention'][1];
const operationsNaming = graphql.configs['flat/operations-recommended'].rules['@graphql-eslint/naming-convention'][1];

export default [
  { ignores: ['generated/**', 'node_modules/**', 'dist/**', 'data/**', '.scratch/**'] },
  {
    files: [SCHEMA, OPERATIONS],
    languageOptions: {
      parser: graphql.parser,
      parserOptions: {
        // One project for both: operations are validated against the schema, and the schema rules see
        // every `extend type` of the other files.
        graphQLConfig: { schema: SCHEMA, ...(hasOperations && { documents: OPERATIONS }) },
      },
    },
    plugins: { '@graphql-eslint': graphql },
  },
  {
    files: [SCHEMA],
    rules: {
      ...graphql.configs['flat/schema-recommended'].rules,
      // The lead's style: a one-line "…" description on every type and field.
      '@graphql-eslint/description-style': ['error', { style: 'inline' }],
      '@graphql-eslint/require-description': [
        'error',
        { types: true, FieldDefinition: true, DirectiveDefinition: true, rootField: true },
      ],
      '@graphql-eslint/naming-convention': [
        'error',
        {
          ...schemaNaming,
          // Object fields and arguments are snake_case as in the spec (parent_id, seo_title); root
          // fields are camelCase (categoriesWithPagination).
          InputValueDefinition: { style: 'snake_case', ignorePattern: SPEC_CAMEL_CASE_ARGUMENTS },
          [`FieldDefinition[parent.name.value!=${ROOT_TYPES}]`]: {
            style: 'snake_case',
            ignorePattern: SPEC_CAMEL_CASE_FIELDS,
          },
          [`FieldDefinition[parent.name.value=${ROOT_TYPES}]`]: { style: 'camelCase' },
        },
      ],
      // Many types are values inside an entity (a block's content, an order's address, a listing's
      // filter) and TanStack Query caches by query key, not by a normalised id: no id is required.
      '@graphql-eslint/strict-id-in-types': 'off',
      // The spec names fields after their type's name: Page.page, Page.pages, Product.products_views.
      '@graphql-eslint/no-typename-prefix': 'off',
    },
  },
  {
    files: [OPERATIONS],
    rules: {
      ...graphql.configs['flat/operations-recommended'].rules,
      '@graphql-eslint/naming-convention': [
        'error',
        {
          ...operationsNaming,
          // Operation names are the spec's (GetCategories, UpsertCategory): PascalCase, Get allowed.
          OperationDefinition: {
            style: 'PascalCase',
            forbiddenPatterns: [/(query|mutation|subscription)$/i],
          },
          // Variables are the fields' snake_case arguments, plus the spec's groupId and withName.
          VariableDefinition: { style: 'snake_case', ignorePattern: SPEC_CAMEL_CASE_ARGUMENTS },
        },
      ],
    },
  },
  ...typescript(),
];

// TypeScript everywhere (src, tests, scripts, codegen, fixtures, *.config.ts): the
// recommended rules without type information (with it, `npm run lint` took 76 s instead of 15 s on the
// 2-core machine), React's rules of hooks for the React code, and the house's import boundaries.
function typescript() {
  const TYPESCRIPT = ['**/*.{ts,tsx,mts,cts}'];
  const REACT = ['src/client/**/*.{ts,tsx}', 'tests/**/*.tsx'];
  return [
    ...tseslint.configs.recommended.map((config) => ({ ...config, files: TYPESCRIPT })),
    {
      files: TYPESCRIPT,
      rules: {
        // `_name` marks a parameter or binding kept for its position or to leave it out of a rest.
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
        ],
      },
    },
    {
      files: REACT,
      plugins: { 'react-hooks': reactHooks },
      rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
    },
    {
      // The tests name their vitest set-up helpers use… (useMockShop, useBrowser, useTestServer) and
      // call them at a file's or a describe's top level; they register beforeEach/afterEach, not React state.
      files: ['tests/**/*.tsx'],
      rules: { 'react-hooks/rules-of-hooks': 'off' },
    },
    {
      // The operation suite reads each answer as untyped JSON by operation name (tests/contract/examples).
      files: ['tests/contract/**/*.ts'],
      rules: { '@typescript-eslint/no-explicit-any': 'off' },
    },
    ...layoutArrows(),
    {
      // Issue 25: the mock runs the server through its public entry alone, so the server's inner files may change shape.
      files: ['mock-server/**/*.{ts,mts}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '(^|/)(src/(?!server(/index(\\.ts)?)?$)|tests(/|$))',
                message: 'The mock uses the server only through its public entry, src/server/index.ts, and never the tests.',
              },
            ],
          },
        ],
      },
    },
    ...featureBoundaries(),
    ...serverModuleBoundaries(),
  ];
}

// A server module (src/server/modules/<domain>/) uses another module only through its public entry,
// modules/<domain>/index.ts; its inner files (services, queries, table types) are its own.
function serverModuleBoundaries() {
  return [
    {
      files: ['src/server/modules/**/*.ts'],
      plugins: { boundaries },
      settings: {
        'boundaries/include': ['src/server/modules/**'],
        'boundaries/elements': [{ type: 'server-module', pattern: 'src/server/modules/*', capture: ['module'] }],
        'import/resolver': { node: { extensions: ['.ts'] } },
      },
      rules: {
        'boundaries/dependencies': [
          'error',
          {
            default: 'allow',
            policies: [
              {
                from: { element: { type: 'server-module' } },
                disallow: {
                  to: {
                    element: {
                      type: 'server-module',
                      captured: { module: '!{{ from.element.captured.module }}' },
                      fileInternalPath: '!index.ts',
                    },
                  },
                },
                message: 'A server module imports another module only through its public entry (modules/<domain>/index.ts).',
              },
            ],
          },
        ],
      },
    },
  ];
}

// A storefront or admin feature folder never imports a sibling feature folder; what two features
// share lives in src/client/lib, src/client/ui or the admin's shared folders below, and lib/ and ui/
// never import a feature (through them a feature would reach a sibling's).
function featureBoundaries() {
  const ADMIN_SHARED = 'src/client/admin/(kit|layout|session|i18n|menu)';
  return [
    {
      files: ['src/client/**/*.{ts,tsx}'],
      plugins: { boundaries },
      settings: {
        'boundaries/include': ['src/client/**'],
        'boundaries/elements': [
          { type: 'shared', pattern: ADMIN_SHARED },
          { type: 'feature', pattern: 'src/client/(storefront|admin)/*', capture: ['area', 'feature'] },
          { type: 'common', pattern: 'src/client/(ui|lib)' },
        ],
        'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
      },
      rules: {
        'boundaries/dependencies': [
          'error',
          {
            default: 'allow',
            policies: [
              {
                from: { element: { type: 'feature' } },
                disallow: {
                  to: {
                    element: {
                      type: 'feature',
                      captured: { area: '{{ from.element.captured.area }}', feature: '!{{ from.element.captured.feature }}' },
                    },
                  },
                },
              },
              {
                from: { element: { type: 'common' } },
                disallow: { to: { element: { type: 'feature' } } },
                message: 'src/client/ui and src/client/lib are shared by the features: they never import one.',
              },
            ],
          },
        ],
      },
    },
  ];
}

// The layout's arrows (DESIGN.md): src/ never imports the tests, the mock server, or the demo data but
// in its seed (src/server/demo/); src/shared/ runs in the browser and on the server, so it imports only
// itself and the generated contract; the demo shop is plain data that imports only src/shared/ and
// Node's built-ins (issue 10); the server and the demo data import no circle. no-restricted-imports
// keeps one list per file, so each block names every pattern its files obey; it reads imports and
// export-froms, not import(), which the circle rule does read.
function layoutArrows() {
  const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  const notTests = { regex: '(^|/)tests(/|$)', message: 'src/ never imports the tests.' };
  const notMock = { regex: '(^|/)mock-server(/|$)', message: 'src/ never imports the mock server: the mock runs the server, not the other way round.' };
  const notDemoData = { regex: '(^|/)fixtures(/|$)', message: 'Only the demo seed (src/server/demo/) imports the demo data (fixtures/).' };
  const sharedOnly = [
    { regex: '^[^.]', message: 'src/shared/ runs in the browser and on the server: it imports no package and no Node built-in.' },
    { regex: '^(\\.\\./)+(client|server|scripts)(/|$)', message: 'src/shared/ imports only itself and the generated contract.' },
  ];
  return [
    { files: ['src/**/*.{ts,tsx}'], rules: restrict(notTests, notMock, notDemoData) },
    { files: ['src/server/demo/**/*.ts'], rules: restrict(notTests, notMock) },
    { files: ['src/shared/**/*.ts'], rules: restrict(notTests, notMock, notDemoData, ...sharedOnly) },
    {
      files: ['fixtures/**/*.{ts,tsx}'],
      rules: restrict({
        regex: '^(?![./]|node:)|(^|/)(src/(?!shared(/|$))|(tests|generated|mock-server|scripts)(/|$))',
        message: "The demo data imports nothing but itself, src/shared/ and Node's built-ins.",
      }),
    },
    {
      files: ['src/server/**/*.ts', 'fixtures/**/*.ts'],
      plugins: { 'import-circles': importCircles },
      rules: { 'import-circles/no-import-circle': ['error', { within: ['src/server', 'fixtures'] }] },
    },
  ];
}
