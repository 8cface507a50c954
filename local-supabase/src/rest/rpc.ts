import type { Context } from 'hono';
import type { Caller, ServerContext } from '../context';
import { urgent } from '../db/fair-queue';
import type { DbFunction, Table } from '../db/schema-cache';
import { RestError } from './errors';
import { planRead } from './plan';
import { jsonResponse, readJsonBody, runAs, singleRowError, unwrapSingle, wantsObject } from './request';
import { aggregate, Aliases, ident, orderLimit, Params, qualified, selectList, whereTerms } from './sql';

/**
 * Calls with a deadline: an answer save or a submit after the attempt's deadline plus grace is refused, so the answer
 * is lost. They go first at the database (see `urgent`), so a crowd starting the paper or reading does not delay them.
 */
const DEADLINE_RPCS = new Set(['save_answer', 'submit_attempt']);

function pickOverload(ctx: ServerContext, name: string, keys: string[]): DbFunction {
  const schema = ctx.schema();
  const fn = (schema.functions.get(name) ?? []).find(
    (f) => keys.every((k) => f.args.some((a) => a.name === k)) && f.args.every((a) => a.hasDefault || keys.includes(a.name)),
  );
  if (!fn) {
    const sig = keys.length ? `(${[...keys].sort().join(', ')})` : ' without parameters';
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${schema.schema}.${name}${sig} in the schema cache`,
      `Searched for the function ${schema.schema}.${name}${keys.length ? ` with parameters ${[...keys].sort().join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    );
  }
  return fn;
}

/** A pseudo-table for filtering and selecting over a set-returning function's rows. */
function resultTable(name: string): Table {
  return { name, columns: new Proxy(new Map(), { get: (m, k) => (k === 'has' ? () => true : Reflect.get(m, k)) }), primaryKey: [] };
}

/** POST /rest/v1/rpc/<fn> (JSON body of named args) and GET (args in the query string). */
export async function handleRpc(ctx: ServerContext, caller: Caller, c: Context, name: string): Promise<Response> {
  const schema = ctx.schema();
  const url = new URL(c.req.url);
  let args: Record<string, unknown> = {};
  if (c.req.method === 'POST') {
    const body = await readJsonBody(c);
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    }
    args = (body as Record<string, unknown>) ?? {};
  } else {
    const candidates = new Set((schema.functions.get(name) ?? []).flatMap((f) => f.args.map((a) => a.name)));
    for (const [k, v] of url.searchParams) if (candidates.has(k)) args[k] = v;
  }
  const keys = Object.keys(args);
  const fn = pickOverload(ctx, name, keys);
  const p = new Params();
  const a = new Aliases();
  const used = fn.args.filter((arg) => keys.includes(arg.name));
  const callArgs = used.map((arg) => `${ident(arg.name)} => _a.${ident(arg.name)}`).join(', ');
  const call = `${qualified(schema.schema, fn.name)}(${callArgs})`;
  // json_to_record converts each JSON value to the declared argument type, as PostgREST does.
  const argSource = used.length
    ? ` from json_to_record(${p.add(JSON.stringify(args))}::json) as _a(${used.map((arg) => `${ident(arg.name)} ${arg.type}`).join(', ')})`
    : '';

  let sql: string;
  if (fn.returnKind === 'void') sql = `select ${call} is null as done${argSource}`;
  else if (fn.returnKind === 'scalar' && !fn.returnsSet)
    sql = `select coalesce(to_json(${call})::text, 'null') as body, 1 as n${argSource}`;
  else {
    const alias = a.next();
    const rowsFrom = used.length ? `${argSource.slice(' from '.length)} cross join lateral ${call} as ${alias}` : `${call} as ${alias}`;
    if (fn.returnKind === 'scalar') {
      sql = `select coalesce(json_agg(${alias}.v), '[]'::json)::text as body, count(*)::int as n from ${rowsFrom.replace(` as ${alias}`, ` as ${alias}(v)`)}`;
    } else {
      const node = planRead(
        schema,
        resultTable(fn.name),
        url.searchParams,
        ctx.config.api.maxRows,
        new Set(c.req.method === 'GET' ? keys : []),
      );
      const terms = whereTerms(node, alias, schema.schema, p, a);
      const where = terms.length ? ` where ${terms.join(' and ')}` : '';
      sql = aggregate(selectList(node, alias, schema.schema, p, a), rowsFrom, where + orderLimit(node, alias, schema.schema, p, a));
    }
  }

  const single = wantsObject(c);
  const run = () =>
    runAs(ctx, caller, c, async (tx) => (await tx.query<{ body: string; n: number }>(sql, p.values)).rows[0], fn.statementTimeout);
  const result = await (DEADLINE_RPCS.has(name) ? urgent(run) : run());
  if (fn.returnKind === 'void') return jsonResponse(204, null);
  if (!fn.returnsSet) {
    // A non-set composite comes back as one object (or null), a scalar as its JSON value.
    const body = fn.returnKind === 'rows' ? (result.n ? unwrapSingle(result.body) : 'null') : result.body;
    return jsonResponse(200, body);
  }
  if (single) {
    if (result.n !== 1) throw singleRowError(result.n);
    return jsonResponse(200, unwrapSingle(result.body));
  }
  return jsonResponse(200, result.body);
}
