// clearMocks: each test counts only its own calls to the mocked api/ modules.
module.exports = require('../tools/build-config/jest.web.js')(__dirname, { clearMocks: true });
