// @marsidev/react-turnstile ships only ES modules: swc compiles it like the shell's own code.
module.exports = require('../tools/build-config/jest.web.js')(__dirname, {
  transformIgnorePatterns: ['/node_modules/(?!@marsidev/react-turnstile/)'],
});
