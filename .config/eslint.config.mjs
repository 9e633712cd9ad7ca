import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const serverOnly = [
  {
    group: ['payload', 'payload/*', '@payloadcms/*', '@payload-config'],
    message: 'Client components must not import Payload.',
  },
  {
    group: ['@/backend', '@/backend/*'],
    message: 'Client components must not import the reference backend.',
  },
  {
    group: ['@/lib/cms', '@/lib/cms/*', '@/lib/backend', '@/lib/backend/*'],
    message: 'Client components take plain props; data is read on the server.',
  },
]

export default [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'migrations/**',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': true, 'ts-ignore': true, 'ts-nocheck': true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@next/next/no-img-element': 'off',
      'import/no-anonymous-default-export': 'off',
    },
  },
  {
    // The renderer reaches the backend contract only through its typed client.
    files: ['src/app/(site)/**', 'src/components/**', 'src/blocks/**', 'src/lib/**', 'src/i18n/**'],
    ignores: ['src/lib/backend/transport.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/backend', '@/backend/*'],
              message: 'Use src/lib/backend (the typed client), not the reference backend.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.client.tsx', 'src/app/**/error.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverOnly }] },
  },
]
