import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// machines/ hold pure behaviour: the app shell, React, Mantine and the router stay out of them.
const machineBoundary = {
  patterns: [
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
        { paths: [{ name: 'zod', message: 'Import z from src/services/zod.ts.' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
