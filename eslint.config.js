import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// machines/ hold pure behaviour: the app shell, React, Mantine and the router stay out of them.
// The app reads own recipes through the light modules only: the rest reads SR28's tables and
// parses pages, which belong in the functions, not in the browser's bundle.
const ownRecipesLight = {
  group: [
    '**/_shared/own-recipes/*',
    '!**/_shared/own-recipes/book-api.ts',
    '!**/_shared/own-recipes/draft-schema.ts',
    '!**/_shared/own-recipes/limits.ts',
    '!**/_shared/own-recipes/own-recipe.ts',
  ],
  message: 'The app imports only the light own-recipes modules (schemas and bounds).',
};

const machineBoundary = {
  patterns: [
    ownRecipesLight,
    {
      group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
      message: 'machines/ must not import React.',
    },
    { group: ['@mantine/*'], message: 'machines/ must not import Mantine.' },
    {
      group: ['react-router', 'react-router-dom'],
      message: 'machines/ must not import the router.',
    },
    { group: ['**/src', '**/src/**', '@/*'], message: 'machines/ must not import from src/.' },
  ],
};

// Catalogue data and generated tables (see the size rules below).
const CATALOGUE_DATA = [
  'supabase/functions/_shared/catalogue/recipes/{breakfast,lunch,dinner,snack}.ts',
  'supabase/functions/_shared/catalogue/{food,price,pattern}-list.ts',
  'supabase/functions/_shared/catalogue/storage-map.ts',
  '**/*.generated.ts',
];

/**
 * No raw-HTML sink in the app or the machines: what they show is rendered by React from data,
 * so nothing kept on the device or received can be painted as markup or run as code.
 */
const noRawHtml = {
  'no-eval': 'error',
  'no-implied-eval': 'error',
  'no-new-func': 'error',
  'no-restricted-properties': [
    'error',
    ...[
      'innerHTML',
      'outerHTML',
      'insertAdjacentHTML',
      'createContextualFragment',
      'setHTMLUnsafe',
      'parseHTMLUnsafe',
    ].map((property) => ({ property, message: 'Render with React: no raw HTML.' })),
    ...['write', 'writeln'].map((property) => ({
      object: 'document',
      property,
      message: 'Render with React: no document.write.',
    })),
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
      message: 'Render with React: no raw HTML.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      '.data',
      'e2e/screenshots',
      'test-results*',
      '.scratch-*',
      'playwright-report',
      'docs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', machineBoundary] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    rules: noRawHtml,
  },
  {
    // The app parses with zod as src/services/zod.ts sets it up.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/services/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'Import z from src/services/zod.ts.' }],
          patterns: [ownRecipesLight],
        },
      ],
    },
  },
  {
    // Sizes a newcomer can read: no file over 400 lines, no function over 120. Catalogue data
    // (recipes, the food, price and pattern lists, the FoodKeeper map) and generated tables are
    // data, not code; a test suite's describe and test callbacks are a list of cases.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [...CATALOGUE_DATA],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [...CATALOGUE_DATA, 'tests/**', 'e2e/**'],
    rules: { 'max-lines-per-function': ['error', { max: 120, IIFEs: true }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
