// Node-environment integration tests: each test file starts one in-process local-supabase.
module.exports = {
  displayName: 'local-supabase',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/rls/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  testTimeout: 30000,
};
