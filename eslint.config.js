// Lint keeps the layout honest: shared imports neither app nor server, app and server never import each other, no
// cycles; inside the app, lib → resources → components → features → routes, no feature importing another; inside the
// server, core below modules and test code apart; the app calls the API only through call() and shared/api.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const area = (name, message) => ({
  regex: `^(#${name}(/|$)|(\\.\\./)+${name.split('/').at(-1)}/)`,
  message,
});
const outer = (name) => area(name, `This folder may not import from ${name}/ (see docs/ARCHITECTURE.md).`);
const layer = (name, from) =>
  area(
    name,
    `${from} sits below ${name}: lib → resources → components → features → routes (docs/ARCHITECTURE.md).`,
  );

/** The API client's raw calls are for call() alone; the schema registry is types only in the app. */
const rawClient = {
  name: '#app/lib/api.ts',
  importNames: ['api', 'request', 'upload'],
  message: 'Call the API with call(descriptor, input) from #app/lib/call.ts.',
};
const registryTypes = {
  name: '#shared/api/schema-registry.ts',
  allowTypeImports: true,
  message: 'The app takes only types from the schema registry (it would pull Zod into the first screen).',
};

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

const features = fs.readdirSync('app/features');
const featureZones = features.map((name) => ({
  files: [`app/features/${name}/**`],
  rules: restrict(
    [
      outer('server'),
      outer('e2e'),
      layer('app/routes', 'A feature'),
      {
        regex: `^#app/features/(?!${name}/)`,
        message: 'A feature never imports another feature: move what both need into resources or components.',
      },
    ],
    [rawClient, registryTypes],
  ),
}));

const appZone = (files, below, from) => ({
  files,
  rules: restrict(
    [outer('server'), outer('e2e'), ...below.map((name) => layer(name, from))],
    [rawClient, registryTypes],
  ),
});

/** String literals naming an API path, and type arguments on the raw client's calls. */
const noHandWrittenApi = {
  'no-restricted-syntax': [
    'error',
    {
      selector: 'Literal[value=/^\\/api\\//]',
      message: 'API paths live in shared/api descriptors: call(descriptor, input).',
    },
    {
      selector: 'TemplateElement[value.raw=/^\\/api\\//]',
      message: 'API paths live in shared/api descriptors: call(descriptor, input).',
    },
    {
      selector: "CallExpression[callee.object.name='api'][typeArguments]",
      message: 'No answer types by hand: call(descriptor, input) infers them.',
    },
  ],
};

const serverTestOnly = area('server/test', 'Test worlds and factories are for tests only.');

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'test-results',
      'playwright-report',
      'e2e/.output',
      'bench/.data',
      // The mobile wrapper's generated project: the copied web build and Gradle's outputs.
      'android/app/src/main/assets',
      'android/app/build',
      'android/build',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['shared/**'], rules: restrict([outer('app'), outer('server'), outer('e2e')]) },
  appZone(['app/**'], [], 'app'),
  appZone(
    ['app/lib/**', 'app/hooks/**'],
    ['app/resources', 'app/components', 'app/features', 'app/routes'],
    'lib',
  ),
  appZone(['app/resources/**'], ['app/components', 'app/features', 'app/routes'], 'resources'),
  appZone(['app/components/**'], ['app/features', 'app/routes'], 'components'),
  ...featureZones,
  {
    files: ['app/**/*.ts', 'app/**/*.tsx'],
    ignores: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'app/test/**'],
    rules: noHandWrittenApi,
  },
  { files: ['server/**'], rules: restrict([outer('app'), outer('e2e'), serverTestOnly]) },
  {
    files: ['server/core/**'],
    rules: restrict([
      outer('app'),
      outer('e2e'),
      serverTestOnly,
      area('server/modules', 'server/core sits below the modules: it knows none of them.'),
      area('server/plugins', 'server/core sits below the plugins.'),
      area('server/jobs', 'server/core sits below the jobs.'),
    ]),
  },
  {
    files: ['server/**/*.test.ts', 'server/test/**'],
    rules: restrict([outer('app'), outer('e2e')]),
  },
  {
    files: ['app/**/*.tsx', 'app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
