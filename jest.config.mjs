/** One jest run for every web package and app; the API gets its own project when it lands. */
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];

export default {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/apps', '<rootDir>/packages'],
      testMatch: ['**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform: { '^.+\\.[cm]?[tj]sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/)', '/node_modules/\\.pnpm/(?!react-router|@sentry)'],
      moduleNameMapper: { '\\.module\\.css$': 'identity-obj-proxy', '\\.css$': '<rootDir>/test/style-stub.cjs' },
      setupFiles: ['<rootDir>/test/jest-polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/jest-setup.ts'],
      globals: { __MFE_NAME__: 'test', __MFE_RELEASE__: 'test@0.0.0+test' },
    },
  ],
};
