// Issue 51: the database's site texts in Hindi (text_translations), keyed by the exact English they translate. A
// visitor and a learner read only the reviewed ones, through get_text_translations, and never the table; staff write
// drafts (with their second factor) and another staff member reviews them; an English text changed in the studio is
// no longer matched by its old translation, which the studio lists as stale. Hostile input gets a clear refusal.
import { randomBytes, randomUUID } from 'node:crypto';
import { STARTUP_MS, startWorld, type Fixture, type World } from './harness';
import { makeStaff, type Staff } from './studio-fixture';

let w: World;
let f: Fixture;
let editor: Staff;
let reviewer: Staff;
let aal1: Staff;
let english: string;
beforeAll(async () => {
  w = await startWorld();
  f = await w.makeExam();
  english = `A certification for text trials ${randomUUID().slice(0, 8)}.`;
  await w.sql('update public.exams set description = $2 where id = $1', [f.examId, english]);
  [editor, reviewer, aal1] = [
    await makeStaff(w, 'editor'),
    await makeStaff(w, 'editor'),
    await makeStaff(w, 'editor', { secondFactor: false }),
  ];
}, STARTUP_MS);
afterAll(() => w?.stop());

const publicTexts = async (client = w.anon, language: unknown = 'hi') => {
  const res = await client.rpc('get_text_translations', { p_language: language });
  expect(res.error).toBeNull();
  return res.data as { source: string; text: string }[];
};

test('a draft is not served; its writer cannot review it; once another editor reviews it, visitors and learners read it', async () => {
  const hindi = 'पाठ परीक्षण के लिए एक प्रमाणन।';
  expect((await aal1.client.rpc('save_text_translation', { p_language: 'hi', p_source: english, p_text: hindi })).error).toMatchObject({
    code: 'AAL2',
  });
  const saved = await editor.client.rpc('save_text_translation', { p_language: 'hi', p_source: english, p_text: ` ${hindi} ` });
  expect(saved).toMatchObject({ error: null, data: { source: english, text: hindi, status: 'draft', translated_by: editor.email } });
  expect(await publicTexts()).not.toContainEqual({ source: english, text: hindi });

  const own = await editor.client.rpc('review_text_translation', { p_language: 'hi', p_source: english, p_note: null });
  expect(own.error?.message).toBe('A translation is reviewed by someone who did not write it');
  const changed = await reviewer.client.rpc('review_text_translation', { p_language: 'hi', p_source: english, p_text: 'पुराना' });
  expect(changed.error?.message).toBe('The translation has changed since: review it again');
  const reviewed = await reviewer.client.rpc('review_text_translation', { p_language: 'hi', p_source: english, p_text: hindi });
  expect(reviewed).toMatchObject({ error: null, data: { status: 'reviewed', reviewed_by: reviewer.email } });

  expect(await publicTexts(w.anon)).toContainEqual({ source: english, text: hindi });
  expect(await publicTexts(w.learner)).toContainEqual({ source: english, text: hindi });

  // Saving again makes it a draft: it leaves the public read until it is reviewed again.
  await editor.client.rpc('save_text_translation', { p_language: 'hi', p_source: english, p_text: hindi });
  expect(await publicTexts()).not.toContainEqual({ source: english, text: hindi });
  expect((await reviewer.client.rpc('review_text_translation', { p_language: 'hi', p_source: english })).error).toBeNull();
});

test('visitors and learners cannot read or write the table, nor call the studio functions', async () => {
  for (const client of [w.anon, w.learner]) {
    expect((await client.from('text_translations').select('*')).error?.code).toBe('42501');
    const insert = await client.from('text_translations').insert({ language: 'hi', source: english, text: 'x', translated_by: 'me' });
    expect(insert.error?.code).toBe('42501');
    const update = await client.from('text_translations').update({ text: 'x' }).eq('source', english);
    expect(update.error?.code).toBe('42501');
    for (const [fn, args] of [
      ['save_text_translation', { p_language: 'hi', p_source: english, p_text: 'x' }],
      ['review_text_translation', { p_language: 'hi', p_source: english }],
      ['studio_text_translations', { p_language: 'hi' }],
      ['import_text_translations', { p_language: 'hi', p_rows: [{ source: english, text: 'x', translated_by: 'a' }] }],
      ['record_text_translation_reviews', { p_language: 'hi', p_reviews: [] }],
    ] as const) {
      const res = await client.rpc(fn, args);
      expect(res.error).not.toBeNull();
      expect(res.status).toBeLessThan(500);
    }
  }
  const [{ text }] = await w.sql<{ text: string }>(`select text from public.text_translations where source = $1`, [english]);
  expect(text).not.toBe('x');
});

test('an English text changed in the studio falls back to English; its old translation is listed as stale', async () => {
  const [topic] = [`Chapter of trials ${randomUUID().slice(0, 6)}`];
  await w.sql('insert into public.exam_topics (exam_id, chapter, title) values ($1, 1, $2)', [f.examId, topic]);
  let list = (await editor.client.rpc('studio_text_translations', { p_language: 'hi' })).data;
  expect(list.texts).toContainEqual(
    expect.objectContaining({
      source: topic,
      kinds: ['chapter_title'],
      status: 'missing',
      text: null,
      used_in: [expect.stringContaining('chapter 1')],
    }),
  );
  expect(list.texts).toContainEqual(expect.objectContaining({ source: english, kinds: ['exam_description'], status: 'reviewed' }));
  expect(list.texts).toContainEqual(expect.objectContaining({ source: 'All papers', kinds: ['plan_benefit'] }));
  expect(list.texts.map((t: { source: string }) => t.source)).not.toContain(expect.stringMatching(/^NISM Series RLS/));

  const renamed = `${english} Revised.`;
  await w.sql('update public.exams set description = $2 where id = $1', [f.examId, renamed]);
  list = (await editor.client.rpc('studio_text_translations', { p_language: 'hi' })).data;
  expect(list.texts).toContainEqual(expect.objectContaining({ source: renamed, status: 'missing' }));
  expect(list.stale).toContainEqual(expect.objectContaining({ source: english, status: 'reviewed' }));
  // A text no longer shown cannot be saved from the studio (it can only be listed).
  const gone = await editor.client.rpc('save_text_translation', { p_language: 'hi', p_source: english, p_text: 'नया' });
  expect(gone).toMatchObject({ status: 404, error: { message: 'No text the site shows now has this English' } });
  await w.sql('update public.exams set description = $2 where id = $1', [f.examId, english]);
});

test('hostile input gets a clear refusal, never a 5xx', async () => {
  for (const language of ['fr', 'en', null, 'x'.repeat(20000), "hi' or '1'='1"]) expect(await publicTexts(w.anon, language)).toEqual([]);
  const cases: [Record<string, unknown>, string][] = [
    [{ p_language: 'hi', p_source: english, p_text: 'क'.repeat(4001) }, 'The translation is at most 4000 characters'],
    [{ p_language: 'hi', p_source: english, p_text: '   ' }, 'The translation is empty'],
    [{ p_language: 'hi', p_source: english, p_text: null }, 'The translation is empty'],
    [{ p_language: 'hi', p_source: 'x'.repeat(5000), p_text: 'क' }, 'The English text is 1 to 4000 characters'],
    [{ p_language: 'hi', p_source: null, p_text: 'क' }, 'The English text is 1 to 4000 characters'],
    [{ p_language: 'fr', p_source: english, p_text: 'क' }, "A translation's language is hi (Hindi)"],
    [{ p_language: null, p_source: english, p_text: 'क' }, "A translation's language is hi (Hindi)"],
  ];
  for (const [args, message] of cases) {
    const res = await editor.client.rpc('save_text_translation', args);
    expect({ status: res.status, message: res.error?.message }).toEqual({ status: 400, message });
  }
  const badRows = await editor.client.rpc('import_text_translations', { p_language: 'hi', p_rows: [{ source: english }] });
  expect({ status: badRows.status, message: badRows.error?.message }).toEqual({
    status: 400,
    message: 'Row 1: each row has its English (source) and its translation (text)',
  });
  // 4000 characters that do not compress: too large for the key's index, refused as too long rather than a 5xx.
  const noise = randomBytes(3000).toString('base64').slice(0, 4000);
  const huge = await w.service.rpc('import_text_translations', {
    p_language: 'hi',
    p_rows: [{ source: noise, text: 'क', translated_by: 'writer-1' }],
  });
  expect({ status: huge.status, message: huge.error?.message }).toEqual({
    status: 400,
    message: 'The English text is too long to translate',
  });
  const notArray = await editor.client.rpc('import_text_translations', { p_language: 'hi', p_rows: { source: english } });
  expect(notArray.status).toBe(400);
  const badDate = await editor.client.rpc('record_text_translation_reviews', {
    p_language: 'hi',
    p_reviews: [{ source: english, reviewed_by: 'someone', reviewed_at: '2026-13-45' }],
  });
  expect({ status: badDate.status, message: badDate.error?.message }).toEqual({ status: 400, message: '2026-13-45 is not a date' });
});

test("the content loader's path: the service key imports drafts by their writer and records reviews; again, nothing changes", async () => {
  const topic = `Chapter of imports ${randomUUID().slice(0, 6)}`;
  await w.sql('insert into public.exam_topics (exam_id, chapter, title) values ($1, 2, $2)', [f.examId, topic]);
  const rows = [
    { source: topic, text: 'आयात का अध्याय', translated_by: 'writer-1' },
    { source: 'Explanations', text: 'व्याख्याएँ', translated_by: 'writer-1' },
    { source: `Not shown ${randomUUID()}`, text: 'नहीं दिखता', translated_by: 'writer-1' },
  ];
  const first = await w.service.rpc('import_text_translations', { p_language: 'hi', p_rows: rows });
  expect(first).toMatchObject({ error: null, data: { rows: 3, written: 3, unchanged: 0, not_in_use: 1 } });
  const own = await w.service.rpc('record_text_translation_reviews', {
    p_language: 'hi',
    p_reviews: [{ source: topic, reviewed_by: 'WRITER-1', reviewed_at: '2026-12-06' }],
  });
  expect(own.error?.message).toBe('A translation is reviewed by someone who did not write it');
  const reviews = [
    { source: topic, reviewed_by: 'reviewer-2', reviewed_at: '2026-12-06', note: 'ok' },
    { source: 'Explanations', reviewed_by: 'reviewer-2', reviewed_at: '2026-12-06' },
  ];
  expect(await w.service.rpc('record_text_translation_reviews', { p_language: 'hi', p_reviews: reviews })).toMatchObject({
    error: null,
    data: 2,
  });
  expect(await publicTexts()).toEqual(expect.arrayContaining([{ source: topic, text: 'आयात का अध्याय' }]));

  const again = await w.service.rpc('import_text_translations', { p_language: 'hi', p_rows: rows });
  expect(again).toMatchObject({ error: null, data: { written: 0, unchanged: 3 } });
  expect(await publicTexts()).toEqual(expect.arrayContaining([{ source: topic, text: 'आयात का अध्याय' }]));

  const twice = await w.service.rpc('import_text_translations', { p_language: 'hi', p_rows: [rows[0], rows[0]] });
  expect(twice.error?.message).toBe('An English text is translated twice');
  const nobody = await w.service.rpc('import_text_translations', { p_language: 'hi', p_rows: [{ source: topic, text: 'क' }] });
  expect(nobody.error?.message).toBe('Row 1: the row names its writer (translated_by)');
});
