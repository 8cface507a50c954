// clearMocks: each test counts only its own calls to the mocked api/ modules.
module.exports = require('../tools/jest.web.js')(__dirname, { clearMocks: true });
