// Issue 51: the database's texts in Hindi, in the studio alone. An editor writes the Hindi of a chapter title beside
// its English and saves a draft (their own review button disabled, with the reason); a second editor reviews it;
// the public read (get_text_translations, what a Hindi page loads) then serves it. Screenshots at 1280 and 390 px.
import { createClient } from '@supabase/supabase-js';
import { admin } from '../../lib/admin';
import { PHONE, screenshot } from '../../lib/browser';
import { expect, signedInContext, test } from '../../lib/fixtures';

test.use({ role: 'editor' });

const V_A = '00000000-0000-4000-a000-000000000003';

test('an editor saves the Hindi of a chapter title as a draft; another editor reviews it; a visitor then reads it', async ({
  signedInPage: page,
  browser,
  baseURL,
  stack,
}) => {
  const chapter = `Journey chapter ${Date.now().toString(36)}`;
  const hindi = 'यात्रा का अध्याय';
  expect((await admin.from('exam_topics').insert({ exam_id: V_A, chapter: 99, title: chapter })).error).toBeNull();
  const { data: other } = await admin.auth.admin.createUser({
    email: `texts-reviewer-${Date.now()}@journey.test`,
    password: 'journey-pass1',
    email_confirm: true,
  });
  expect((await admin.rpc('grant_staff_role', { p_email: other.user!.email!, p_role: 'editor' })).error).toBeNull();
  const reviewerContext = await signedInContext(browser, baseURL!, { email: other.user!.email!, password: 'journey-pass1' });
  try {
    await page.goto('/studio/site-texts');
    await expect(page.getByRole('heading', { level: 1, name: 'Site texts in Hindi' })).toBeVisible();
    await page.getByRole('button', { name: /^Not translated \(\d+\)$/ }).click();
    const item = page.getByRole('listitem').filter({ hasText: chapter });
    await expect(item.getByText('Chapter title')).toBeVisible();
    await screenshot(page, 'studio-site-texts-1280');
    await item.getByRole('textbox', { name: 'Hindi' }).fill(hindi);
    await item.getByRole('button', { name: 'Save draft' }).click();
    await expect(item.getByText('Draft: needs review')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Mark reviewed' })).toBeDisabled();
    await expect(item.getByText('You wrote this translation: another editor reviews it.')).toBeVisible();
    await page.getByRole('button', { name: /^Drafts \(\d+\)$/ }).click();
    await expect(page.getByRole('listitem').filter({ hasText: chapter })).toBeVisible();
    await screenshot(page, 'studio-site-texts-draft-1280');

    const visitor = createClient(stack.backendUrl, stack.publishableKey, { auth: { persistSession: false } });
    const served = async () => (await visitor.rpc('get_text_translations', { p_language: 'hi' })).data as { source: string }[];
    expect((await served()).map((t) => t.source)).not.toContain(chapter);

    const reviewer = await reviewerContext.newPage();
    await reviewer.goto('/studio/site-texts');
    await reviewer.getByRole('button', { name: /^Drafts \(\d+\)$/ }).click();
    const draft = reviewer.getByRole('listitem').filter({ hasText: chapter });
    await draft.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(draft.getByText(`Reviewed by ${other.user!.email!}`)).toBeVisible();
    expect(await served()).toContainEqual({ source: chapter, text: hindi });

    const phone = await signedInContext(
      browser,
      baseURL!,
      { email: other.user!.email!, password: 'journey-pass1' },
      {
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
      },
    );
    const small = await phone.newPage();
    await small.goto('/studio/site-texts');
    await small.getByRole('button', { name: /^Reviewed \(\d+\)$/ }).click();
    await expect(small.getByRole('listitem').filter({ hasText: chapter }).getByText('Reviewed', { exact: true })).toBeVisible();
    await screenshot(small, 'studio-site-texts-390');
    await phone.close();
  } finally {
    await reviewerContext.close();
    await admin.from('exam_topics').delete().eq('exam_id', V_A).eq('chapter', 99);
  }
});
