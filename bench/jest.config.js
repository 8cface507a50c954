// The benchmark's own arithmetic (Node): the statistics and page rewrites its verdicts rest on.
module.exports = {
  displayName: 'bench',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { module: { type: 'commonjs' } }] },
};
