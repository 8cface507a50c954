// `npm run deploy:config`: pushes the hosted project's settings (auth URLs, password rule, SMTP, limits, mail
// templates) with the Supabase CLI, from supabase/config.toml with supabase/config.production.toml over it, never the
// local values: the push is refused, naming the key, when a value would name localhost or 127.0.0.1, or an env()
// it needs is unset. The merged file is written to a temporary CLI workdir, with env() left for the CLI to fill in,
// so no secret is written to disk.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'smol-toml';

type Table = { [key: string]: unknown };

const ROOT = path.resolve(__dirname, '..');
const LOCAL = /\b(localhost|127\.\d+\.\d+\.\d+|\[?::1\]?|0\.0\.0\.0)\b/i;
const ENV = /^env\((\w+)\)$/;
/** Sections the CLI reads only for `supabase start`: nothing of them reaches a hosted project. */
const LOCAL_ONLY = new Set(['local_smtp', 'studio', 'db', 'analytics', 'inbucket']);

const isTable = (v: unknown): v is Table => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** `over`'s keys replace `base`'s; tables merge key by key, anything else (arrays too) is replaced whole. */
export function mergeConfig(base: Table, over: Table): Table {
  const out: Table = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = isTable(value) && isTable(base[key]) ? mergeConfig(base[key], value) : value;
  return out;
}

/** Every leaf of the config as [dotted key, value], local-only sections left out. */
function leaves(table: Table, prefix = ''): [string, unknown][] {
  return Object.entries(table).flatMap(([key, value]): [string, unknown][] => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (!prefix && LOCAL_ONLY.has(key)) return [];
    if (isTable(value)) return leaves(value, name);
    if (Array.isArray(value)) return value.map((v, i): [string, unknown] => [`${name}[${i}]`, v]);
    return [[name, value]];
  });
}

/** What is wrong with pushing this config with this environment: one line per problem, none when it may go. */
export function productionConfigProblems(config: Table, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  for (const [key, value] of leaves(config)) {
    if (typeof value !== 'string') continue;
    const variable = ENV.exec(value)?.[1];
    if (variable && !env[variable]) problems.push(`${key}: ${variable} is not set`);
    const resolved = variable ? (env[variable] ?? '') : value;
    if (LOCAL.test(resolved)) problems.push(`${key} names this machine (${variable ? `${variable}=` : ''}${resolved})`);
  }
  return problems;
}

const readToml = (file: string) => parse(fs.readFileSync(file, 'utf8')) as Table;

/** config.toml with the production values over it. */
export function productionConfig(dir = path.join(ROOT, 'supabase')): Table {
  return mergeConfig(readToml(path.join(dir, 'config.toml')), readToml(path.join(dir, 'config.production.toml')));
}

/** Writes a CLI workdir holding the production config (and the mail templates it names); returns its path. */
export function writeWorkdir(config: Table): string {
  const workdir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-production-'));
  fs.mkdirSync(path.join(workdir, 'supabase'));
  fs.cpSync(path.join(ROOT, 'supabase', 'templates'), path.join(workdir, 'supabase', 'templates'), { recursive: true });
  fs.writeFileSync(path.join(workdir, 'supabase', 'config.toml'), stringify(config));
  return workdir;
}

if (require.main === module) {
  const ref = process.env.SUPABASE_PROJECT_REF;
  const config = productionConfig();
  const problems = [
    ...(ref ? [] : ['SUPABASE_PROJECT_REF (the project to push to) is not set']),
    ...productionConfigProblems(config, process.env),
  ];
  if (problems.length) {
    console.error(`Not pushed: the production config would be wrong.\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  const workdir = writeWorkdir(config);
  const args = ['supabase', 'config', 'push', `--remote=${ref}`, '--workdir', workdir, ...process.argv.slice(2)];
  const run = spawnSync('npx', args, { stdio: 'inherit', cwd: ROOT });
  fs.rmSync(workdir, { recursive: true, force: true });
  process.exit(run.status ?? 1);
}
