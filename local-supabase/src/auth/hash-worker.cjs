// Runs bcrypt off the server's main thread (see password-hasher.ts). Plain CommonJS, so it loads the same way under
// tsx, jest and node.
const { parentPort } = require('node:worker_threads');
const bcrypt = require('bcryptjs');

parentPort.on('message', ({ id, op, password, hash, cost }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
