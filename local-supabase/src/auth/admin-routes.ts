import { passwords } from './password-hasher';
import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { isServiceRole } from '../http/api-key';
import { AuthError } from './errors';
import { USER_COLUMNS, userById, userJson, type UserRow } from './users';
import { checkNewPassword, userData, validEmail } from './validate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /auth/v1/admin: user management with the service-role key (supabase.auth.admin.*). */
export function adminRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (!(await isServiceRole(ctx, c))) throw new AuthError(403, 'not_admin', 'User not allowed');
    await next();
  });

  app.post('/users', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const email = validEmail(body.email);
    const password = typeof body.password === 'string' ? body.password : null;
    if (password !== null) checkNewPassword(password, ctx.config.auth.minimumPasswordLength);
    const hash = password ? await passwords.hash(password, 10) : null;
    try {
      const r = await ctx.engine.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
         values ($1, $2, case when $3::boolean then now() end, $4::jsonb, $5::jsonb) returning id`,
        [
          email,
          hash,
          body.email_confirm === true,
          JSON.stringify(userData(body.user_metadata) ?? {}),
          JSON.stringify({ provider: 'email', providers: ['email'], ...((body.app_metadata as object) ?? {}) }),
        ],
      );
      return c.json(userJson((await userById(ctx.engine, r.rows[0].id))!));
    } catch (err) {
      if ((err as { code?: string }).code === '23505') {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      throw err;
    }
  });

  app.get('/users', async (c) => {
    const r = await ctx.engine.query<UserRow>(`select ${USER_COLUMNS} from auth.users order by created_at`);
    return c.json({ users: r.rows.map(userJson), aud: 'authenticated' });
  });

  app.get('/users/:id', async (c) => {
    const id = c.req.param('id');
    const user = UUID.test(id) ? await userById(ctx.engine, id) : undefined;
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    return c.json(userJson(user));
  });

  app.delete('/users/:id', async (c) => {
    const id = c.req.param('id');
    const r = UUID.test(id) ? await ctx.engine.query('delete from auth.users where id = $1', [id]) : { affectedRows: 0 };
    if (!r.affectedRows) throw new AuthError(404, 'user_not_found', 'User not found');
    return c.json({});
  });
  return app;
}
