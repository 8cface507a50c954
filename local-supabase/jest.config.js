// Node-environment integration tests: each test file starts one in-process local-supabase.
const path = require('node:path');

module.exports = {
  displayName: 'local-supabase',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/rls/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { module: { type: 'commonjs', ignoreDynamic: false } }] },
  // jose 6 ships only ES modules, and PGlite loads Node built-ins with import(), which jest's
  // vm refuses without a flag: PGlite's ES build, compiled by swc, turns those into require().
  moduleNameMapper: {
    '^@electric-sql/pglite$': '<rootDir>/../node_modules/@electric-sql/pglite/dist/index.js',
    '^@electric-sql/pglite/contrib/(.*)$': '<rootDir>/../node_modules/@electric-sql/pglite/dist/contrib/$1.js',
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|@electric-sql/pglite)/)'],
  setupFilesAfterEnv: [path.join(__dirname, 'test/setup-after-env.js')],
};
