// The build and deploy tools' own unit tests (Node).
module.exports = {
  displayName: 'tools',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { module: { type: 'commonjs' } }] },
  transformIgnorePatterns: ['/node_modules/(?!(jose|@netlify|escape-string-regexp|smol-toml|fast-safe-stringify)/)'],
};
