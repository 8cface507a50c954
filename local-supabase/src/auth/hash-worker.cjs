// Runs bcrypt off the server's main thread (see password-hasher.ts), native (@node-rs/bcrypt), at the CPU priority
// password-hasher.ts asks for: above the threads that serve requests and run PGlite, so a storm of sign-ins has the
// core left for it. Plain CommonJS, so it loads the same way under tsx, jest and node.
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const os = require('node:os');
const bcrypt = require('@node-rs/bcrypt');

try {
  // Linux: /proc/thread-self names this thread, and setpriority on a thread id renices that thread alone.
  const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  os.setPriority(tid, workerData.niceness);
} catch {
  // elsewhere, or where raising a priority is not allowed, hashing runs at the normal priority
}

parentPort.on('message', ({ id, op, password, hash, cost }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, cost) : bcrypt.verifySync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    // a stored hash bcrypt cannot read matches nothing
    if (op === 'compare') parentPort.postMessage({ id, result: false });
    else parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
