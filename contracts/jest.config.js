module.exports = require('../tools/build-config/jest.web.js')(__dirname);
