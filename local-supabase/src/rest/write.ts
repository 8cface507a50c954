import type { Context } from 'hono';
import type { Caller, ServerContext } from '../context';
import type { Table } from '../db/schema-cache';
import { assertAffordable } from './cost-guard';
import { RestError } from './errors';
import { getTable, planRead, type ReadNode } from './plan';
import { jsonResponse, parsePrefer, readJsonBody, runAs, singleRowError, unwrapSingle, wantsObject } from './request';
import { aggregate, Aliases, ident, Params, qualified, selectList, whereTerms } from './sql';

const columnError = (t: Table, col: string) =>
  new RestError(400, 'PGRST204', `Could not find the '${col}' column of '${t.name}' in the schema cache`);

function checkColumns(t: Table, cols: string[]): void {
  for (const col of cols) if (!t.columns.has(col)) throw columnError(t, col);
}

/** `columns="a","b"` (bulk insert) or the union of the payload's keys. */
function payloadColumns(t: Table, rows: Record<string, unknown>[], param: string | null): string[] {
  const cols = param ? param.split(',').map((s) => s.trim().replace(/^"|"$/g, '')) : [...new Set(rows.flatMap((r) => Object.keys(r)))];
  checkColumns(t, cols);
  return cols;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** POST (insert / upsert), PATCH (update) and DELETE on /rest/v1/<table>. */
export async function handleWrite(ctx: ServerContext, caller: Caller, c: Context, tableName: string): Promise<Response> {
  const schema = ctx.schema();
  const table = getTable(schema, tableName);
  const url = new URL(c.req.url);
  const params = url.searchParams;
  const prefer = parsePrefer(c.req.header('prefer'));
  const representation = prefer.return === 'representation';
  const single = wantsObject(c);
  const method = c.req.method;
  const target = qualified(schema.schema, table.name);

  // Filters only make sense for PATCH/DELETE; POST uses the select tree for the response shape.
  const filterParams = method === 'POST' ? new URLSearchParams(params.has('select') ? { select: params.get('select')! } : {}) : params;
  const node: ReadNode = planRead(schema, table, filterParams, undefined);
  const p = new Params();
  const a = new Aliases();
  let statement: string;
  let returningFrom = target; // what RETURNING names: the table, or its alias in UPDATE/DELETE

  if (method === 'POST') {
    const body = await readJsonBody(c);
    const rows = Array.isArray(body) ? body : [body];
    if (!rows.every(isRecord)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    const cols = payloadColumns(table, rows as Record<string, unknown>[], params.get('columns'));
    if (rows.length === 0) return jsonResponse(201, representation ? (single ? null : '[]') : null);
    const list = cols.map(ident).join(', ');
    statement = cols.length
      ? `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${p.add(JSON.stringify(rows))}::json)`
      : `insert into ${target} default values`;
    const resolution = prefer.resolution;
    if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates' || params.has('on_conflict')) {
      const conflict =
        params
          .get('on_conflict')
          ?.split(',')
          .map((s) => s.trim()) ?? table.primaryKey;
      checkColumns(table, conflict);
      if (!conflict.length) throw new RestError(400, 'PGRST100', `Table '${table.name}' has no primary key; on_conflict is required`);
      const updates = cols.filter((col) => !conflict.includes(col)).map((col) => `${ident(col)} = excluded.${ident(col)}`);
      statement +=
        ` on conflict (${conflict.map(ident).join(', ')}) ` +
        (resolution === 'merge-duplicates' && updates.length ? `do update set ${updates.join(', ')}` : 'do nothing');
    }
  } else {
    const alias = a.next();
    returningFrom = alias;
    const terms = whereTerms(node, alias, schema.schema, p, a);
    const where = terms.length ? ` where ${terms.join(' and ')}` : '';
    if (method === 'PATCH') {
      const body = await readJsonBody(c);
      if (!isRecord(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
      const cols = Object.keys(body);
      checkColumns(table, cols);
      if (cols.length === 0) return jsonResponse(representation ? 200 : 204, representation ? (single ? null : '[]') : null);
      const sets = cols.map((col) => `${ident(col)} = _p.${ident(col)}`).join(', ');
      statement = `update ${target} as ${alias} set ${sets} from (select * from json_populate_record(null::${target}, ${p.add(JSON.stringify(body))}::json)) _p${where}`;
    } else {
      statement = `delete from ${target} as ${alias}${where}`;
    }
  }

  const status = method === 'POST' ? 201 : representation ? 200 : 204;
  const { body, n } = await runAs(ctx, caller, c, async (tx) => {
    if (!representation) {
      const r = await tx.query(statement, p.values);
      if (single && r.affectedRows !== 1) throw singleRowError(r.affectedRows);
      return { body: null, n: r.affectedRows };
    }
    // Selected columns and embeds of the written rows, under the same RLS as a read.
    const outAlias = a.next();
    const list = selectList(node, outAlias, schema.schema, p, a);
    const sql = `with pgrst_source as (${statement} returning ${returningFrom}.*) ${aggregate(list, `pgrst_source as ${outAlias}`)}`;
    if (node.embeds.size) await assertAffordable(tx, sql, p.values); // EXPLAIN plans the write, runs nothing
    const r = (await tx.query<{ body: string; n: number }>(sql, p.values)).rows[0];
    if (single && r.n !== 1) throw singleRowError(r.n); // rolls the write back, as PostgREST does
    return r;
  });
  const headers: Record<string, string> = { 'content-range': `*/${n}` };
  if (prefer.return) headers['preference-applied'] = `return=${prefer.return}`;
  if (!representation || body === null) return jsonResponse(method === 'POST' ? 201 : 204, null, headers);
  return jsonResponse(status, single ? unwrapSingle(body) : body, headers);
}
