import type { Context } from 'hono';
import type { Caller, ServerContext } from '../context';
import { getTable, planRead } from './plan';
import { jsonResponse, parsePrefer, runAs, singleRowError, unwrapSingle, wantsObject } from './request';
import { aggregate, Aliases, orderLimit, Params, qualified, selectList, whereTerms } from './sql';

/** GET and HEAD /rest/v1/<table>: select with embeds, filters, order, range, count, single. */
export async function handleRead(ctx: ServerContext, caller: Caller, c: Context, tableName: string): Promise<Response> {
  const schema = ctx.schema();
  const params = new URL(c.req.url).searchParams;
  const root = planRead(schema, getTable(schema, tableName), params);
  const prefer = parsePrefer(c.req.header('prefer'));
  const head = c.req.method === 'HEAD';
  const single = wantsObject(c);

  const p = new Params();
  const a = new Aliases();
  const alias = a.next();
  const from = `${qualified(schema.schema, root.table.name)} as ${alias}`;
  const terms = whereTerms(root, alias, schema.schema, p, a);
  const where = terms.length ? ` where ${terms.join(' and ')}` : '';
  const readSql = aggregate(selectList(root, alias, schema.schema, p, a), from, where + orderLimit(root, alias));
  const countSql = prefer.count ? `select count(*)::int as total from ${from}${where}` : null;

  const { body, n, total } = await runAs(ctx, caller, c, async (tx) => {
    const r = (await tx.query<{ body: string; n: number }>(readSql, p.values)).rows[0];
    const t = countSql ? (await tx.query<{ total: number }>(countSql, p.values)).rows[0].total : undefined;
    return { ...r, total: t };
  });

  if (single && n !== 1) throw singleRowError(n);
  const offset = root.offset ?? 0;
  const range = n > 0 ? `${offset}-${offset + n - 1}` : '*';
  const headers = { 'content-range': `${range}/${total ?? '*'}` } as Record<string, string>;
  if (single) headers['content-type'] = 'application/vnd.pgrst.object+json; charset=utf-8';
  if (head) return new Response(null, { status: 200, headers });
  return jsonResponse(200, single ? unwrapSingle(body) : body, headers);
}
