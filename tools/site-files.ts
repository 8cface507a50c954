// sitemap.xml and robots.txt for the shell's origin, generated from the routes (contracts/), the exams in the
// database and the blog's articles. `npm start` writes them into shell/dist; a deploy runs
// `npx tsx tools/site-files.ts <shell dist> <site URL> <Supabase URL> <publishable key>` after uploading the remotes.
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { DEFAULT_LOCALE, LOCALES, localePath, paths, postIndex, splitLocale } from '@nism/contracts';

export interface SiteEntry {
  path: string;
  lastmod?: string;
}

/** Every public page in every language: the fixed ones, each exam's information and plans, each article. */
export function publicPages(examIds: readonly string[], articles: readonly { slug: string; isoDate: string }[]): SiteEntry[] {
  const pages: SiteEntry[] = [
    ...[paths.home(), paths.exams(), paths.blogs(), paths.contact(), paths.terms(), paths.privacy(), paths.refundPolicy()].map((p) => ({
      path: p,
    })),
    ...[paths.login(), paths.register()].map((p) => ({ path: p })),
    ...examIds.flatMap((id) => [{ path: paths.examInfo(id) }, { path: paths.plans(id) }]),
    ...articles.map((a) => ({ path: paths.blogPost(a.slug), lastmod: a.isoDate })),
  ];
  return LOCALES.flatMap((locale) => pages.map((page) => ({ ...page, path: localePath(page.path, locale) })));
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sitemap protocol's XML for `entries` under `siteUrl` (which may carry a base path). */
export function sitemapXml(siteUrl: string, entries: readonly SiteEntry[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  // Each page names its address in every language (Google's hreflang in sitemaps), 'x-default' the English one.
  const alternates = (sitePath: string) => {
    const { path: page } = splitLocale(sitePath);
    const link = (lang: string, at: string) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(base + at)}"/>`;
    return [...LOCALES.map((l) => link(l, localePath(page, l))), link('x-default', localePath(page, DEFAULT_LOCALE))].join('');
  };
  const urls = entries.map(
    (e) => `  <url><loc>${xmlEscape(base + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}${alternates(e.path)}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read every public page; a learner's own pages (tests, results, account) and the staff's studio are not for search. */
export function robotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  const prefix = new URL(`${base}/`).pathname.replace(/\/$/, '');
  const privatePaths = ['/account', '/reset-password', '/exams/*/test/', '/exams/*/progress', '/exams/*/practice', paths.studioHome()];
  const disallowed = LOCALES.flatMap((locale) => privatePaths.map((p) => `Disallow: ${prefix}${localePath(p, locale)}`));
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

/** The exams' ids, as a visitor reads them. */
export async function readExamIds(supabaseUrl: string, publishableKey: string): Promise<string[]> {
  const db = createClient(supabaseUrl, publishableKey, { auth: { persistSession: false } });
  const { data, error } = await db.from('exams').select('id').order('name');
  if (error) throw new Error(`could not read the exams: ${error.message}`);
  return data.map((e) => e.id as string);
}

/** Reads the exams from the backend and writes both files into `outDir` (the shell's dist). */
export async function writeSiteFiles(outDir: string, siteUrl: string, supabaseUrl: string, publishableKey: string): Promise<number> {
  const entries = publicPages(await readExamIds(supabaseUrl, publishableKey), postIndex);
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, entries));
  fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl));
  return entries.length;
}

if (require.main === module) {
  const [outDir, siteUrl, supabaseUrl, publishableKey] = process.argv.slice(2);
  if (!publishableKey) {
    console.error('usage: tsx tools/site-files.ts <shell dist> <site URL> <Supabase URL> <publishable key>');
    process.exit(2);
  }
  writeSiteFiles(outDir, siteUrl, supabaseUrl, publishableKey).then(
    (n) => console.log(`wrote sitemap.xml (${n} pages) and robots.txt to ${outDir}`),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
