// Shared jest settings for the browser workspaces (jsdom + swc).
const path = require('node:path');

module.exports = function webJestConfig(dir, extra = {}) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
    },
    moduleNameMapper: {
      '\\.(png|jpe?g|webp|svg|gif)$': path.join(__dirname, 'jest-file-stub.js'),
    },
    setupFiles: [path.join(__dirname, 'jest-polyfills.js')],
    setupFilesAfterEnv: ['@testing-library/jest-dom', path.join(__dirname, 'jest-after-env.js')],
    ...extra,
  };
};
