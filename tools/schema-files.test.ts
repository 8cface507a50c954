import { schemaFiles } from './schema-files';

// A few entries as pg_dump writes them: a function, a table, an index and a policy on it, and one nobody claims.
const entry = (name: string, type: string, body: string, schema = 'public') =>
  `--\n-- Name: ${name}; Type: ${type}; Schema: ${schema}; Owner: -\n--\n\n${body}\n\n`;

test('each object goes to the file of its concern, a table with its indexes and policies', () => {
  const dump =
    entry('save_answer(uuid)', 'FUNCTION', 'CREATE FUNCTION public.save_answer(p uuid) ...') +
    entry('user_answers', 'TABLE', 'CREATE TABLE public.user_answers (id uuid);') +
    entry(
      'user_answers_question_idx',
      'INDEX',
      'CREATE INDEX user_answers_question_idx ON public.user_answers USING btree (question_id);',
    ) +
    entry('user_answers answers: owner reads', 'POLICY', 'CREATE POLICY "answers: owner reads" ON public.user_answers ...') +
    entry('exams', 'TABLE', 'CREATE TABLE public.exams (id uuid);');
  const files = schemaFiles(dump);
  const attempts = files.get('attempts.sql')!;
  expect(attempts).toContain('-- function public.save_answer(uuid)');
  expect(attempts).toContain('CREATE INDEX user_answers_question_idx');
  expect(attempts).toContain('CREATE POLICY "answers: owner reads"');
  expect(files.get('catalog.sql')).toContain('CREATE TABLE public.exams');
  expect(files.get('catalog.sql')).not.toContain('save_answer');
});

test('an object no concern claims stops the generator, so a new table gets a home', () => {
  expect(() => schemaFiles(entry('mystery', 'TABLE', 'CREATE TABLE public.mystery ();'))).toThrow(
    'no concern in tools/schema-files.ts holds: mystery',
  );
});
