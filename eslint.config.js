// Lints the contract: schema/**/*.graphql with the schema rules, operations/**/*.graphql with the
// operations rules, both against the schema merged from schema/. `npm run lint` runs it.
import { readdirSync } from 'node:fs';
import graphql from '@graphql-eslint/eslint-plugin';

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
  { ignores: ['generated/**', 'node_modules/**', 'dist/**'] },
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
];
