import { publicPages, robotsTxt, sitemapXml } from './site-files';

const articles = [{ slug: 'nism-series-xa-overview', isoDate: '2023-06-15' }];

test('the site map lists every public page: fixed pages, each exam’s information and plans, each article with its date', () => {
  const xml = sitemapXml('https://nism.example/', publicPages(['e1', 'e2'], articles));
  for (const p of ['/', '/exams', '/blogs', '/contact', '/terms', '/privacy', '/refund-policy', '/login', '/register']) {
    expect(xml).toContain(`<loc>https://nism.example${p}</loc>`);
  }
  expect(xml).toContain('<loc>https://nism.example/exams/e2/info</loc>');
  expect(xml).toContain('<loc>https://nism.example/exams/e1/plans</loc>');
  expect(xml).toContain('<url><loc>https://nism.example/blogs/nism-series-xa-overview</loc><lastmod>2023-06-15</lastmod>');
  expect(xml).not.toMatch(/account|attempt|results/);
  expect(xml.match(/<url>/g)).toHaveLength((9 + 4 + 1) * 2);
});

test('the site map lists each page in Hindi too, and every entry names both languages’ addresses', () => {
  const xml = sitemapXml('https://nism.example/', publicPages(['e1'], articles));
  expect(xml).toContain('<loc>https://nism.example/hi</loc>');
  expect(xml).toContain('<loc>https://nism.example/hi/exams/e1/plans</loc>');
  const hindiPlans = xml.split('\n').find((line) => line.includes('<loc>https://nism.example/hi/exams/e1/plans</loc>'))!;
  expect(hindiPlans).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://nism.example/exams/e1/plans"/>');
  expect(hindiPlans).toContain('<xhtml:link rel="alternate" hreflang="hi" href="https://nism.example/hi/exams/e1/plans"/>');
  expect(hindiPlans).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://nism.example/exams/e1/plans"/>');
});

test('robots.txt keeps crawlers out of a learner’s own pages and points at the site map, under a base path too', () => {
  expect(robotsTxt('https://nism.example')).toBe(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /account',
      'Disallow: /reset-password',
      'Disallow: /exams/*/test/',
      'Disallow: /exams/*/progress',
      'Disallow: /exams/*/practice',
      'Disallow: /studio',
      'Disallow: /hi/account',
      'Disallow: /hi/reset-password',
      'Disallow: /hi/exams/*/test/',
      'Disallow: /hi/exams/*/progress',
      'Disallow: /hi/exams/*/practice',
      'Disallow: /hi/studio',
      '',
      'Sitemap: https://nism.example/sitemap.xml',
      '',
    ].join('\n'),
  );
  expect(robotsTxt('https://cdn.example/practice/')).toContain('Disallow: /practice/account');
  expect(robotsTxt('https://cdn.example/practice/')).toContain('Sitemap: https://cdn.example/practice/sitemap.xml');
});
