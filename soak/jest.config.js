// The load tests' own arithmetic (Node): the capacity plan's model.
module.exports = {
  displayName: 'soak',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { module: { type: 'commonjs' } }] },
};
