// The server's start script and the bench/soak (which spawn it with SERVER_NODE_FLAGS and SERVER_ENV) must run the
// same process: the memory budgets of `npm run bench -- backend` hold only for the flags and environment measured.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../src/node-flags';

const start: string = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).scripts.start;

test('npm start -w local-supabase runs with the measured node flags and environment', () => {
  for (const flag of SERVER_NODE_FLAGS) expect(start).toContain(` ${flag} `);
  for (const [name, value] of Object.entries(SERVER_ENV)) expect(start).toContain(`${name}=${value} `);
});
