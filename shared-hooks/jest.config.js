module.exports = require('../tools/jest.web.js')(__dirname);
