import type { Context } from 'hono';
import type { Caller, ServerContext } from '../context';
import { assertAffordable } from './cost-guard';
import { RestError } from './errors';
import { getTable, planRead, type ReadNode } from './plan';
import { jsonResponse, parsePrefer, runAs, singleRowError, unwrapSingle, wantsObject } from './request';
import { aggregate, Aliases, orderLimit, Params, qualified, selectList, whereTerms } from './sql';

/** PostgREST's status for a read with a count: 416 past the end, 206 for part of the set, else 200. */
function rangeStatus(offset: number, n: number, total: number | undefined): number {
  if (total === undefined) return 200;
  if (offset > total) return 416;
  return n < total ? 206 : 200;
}

/**
 * `Range: 0-9` on a GET narrows the rows as PostgREST does: intersected with limit/offset (both already within
 * max_rows); anything but `<from>-[<to>]` is ignored, and `to` below `from` is 416 PGRST103.
 */
function applyRangeHeader(root: ReadNode, header: string | undefined): void {
  const m = /^(\d+)-(\d*)$/.exec(header ?? '');
  if (!m) return;
  const from = Number(m[1]);
  const to = m[2] === '' ? Infinity : Number(m[2]);
  if (to < from) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  const offset = root.offset ?? 0;
  const end = Math.min(offset + (root.limit ?? Infinity) - 1, to);
  root.offset = Math.max(offset, from);
  root.limit = Math.max(0, end - root.offset + 1);
}

/** GET and HEAD /rest/v1/<table>: select with embeds, filters, order, range, count, single. */
export async function handleRead(ctx: ServerContext, caller: Caller, c: Context, tableName: string): Promise<Response> {
  const schema = ctx.schema();
  const params = new URL(c.req.url).searchParams;
  const root = planRead(schema, getTable(schema, tableName), params, ctx.config.api.maxRows);
  const prefer = parsePrefer(c.req.header('prefer'));
  const head = c.req.method === 'HEAD';
  if (c.req.method === 'GET') applyRangeHeader(root, c.req.header('range'));
  const single = wantsObject(c);

  const p = new Params();
  const a = new Aliases();
  const alias = a.next();
  const from = `${qualified(schema.schema, root.table.name)} as ${alias}`;
  const terms = whereTerms(root, alias, schema.schema, p, a);
  const where = terms.length ? ` where ${terms.join(' and ')}` : '';
  const readSql = aggregate(selectList(root, alias, schema.schema, p, a), from, where + orderLimit(root, alias, schema.schema, p, a));
  // The count is its own statement with its own parameters: the same rows as the read (filters and !inner
  // embeds), without the select list, embed filters, order or range.
  const cp = new Params();
  const countTerms = whereTerms(root, alias, schema.schema, cp, new Aliases(1));
  const countSql = prefer.count
    ? `select count(*)::int as total from ${from}${countTerms.length ? ` where ${countTerms.join(' and ')}` : ''}`
    : null;

  const { body, n, total } = await runAs(ctx, caller, c, async (tx) => {
    if (root.embeds.size) await assertAffordable(tx, readSql, p.values);
    const r = (await tx.query<{ body: string; n: number }>(readSql, p.values)).rows[0];
    const t = countSql ? (await tx.query<{ total: number }>(countSql, cp.values)).rows[0].total : undefined;
    return { ...r, total: t };
  });

  if (single && n !== 1) throw singleRowError(n);
  const offset = root.offset ?? 0;
  const range = n > 0 && total !== 0 ? `${offset}-${offset + n - 1}` : '*';
  const headers = { 'content-range': `${range}/${total ?? '*'}` } as Record<string, string>;
  const status = single ? 200 : rangeStatus(offset, n, total);
  if (status === 416) {
    const err = new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
    return jsonResponse(416, head ? null : JSON.stringify(err.body()), headers);
  }
  if (single) headers['content-type'] = 'application/vnd.pgrst.object+json; charset=utf-8';
  if (head) return new Response(null, { status, headers });
  return jsonResponse(status, single ? unwrapSingle(body) : body, headers);
}
