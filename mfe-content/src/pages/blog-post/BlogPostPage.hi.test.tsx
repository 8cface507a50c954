import { act, screen } from '@testing-library/react';
import { renderPage } from '../../testing/render';
import { articles } from '../../features/blog/data/articles';
import type { Article, Block } from '../../features/blog/data/articles/types';
import BlogPostPage from './BlogPostPage';

const slug = 'preparing-for-nism-series-xa';
const title = 'NISM सीरीज़-XA की तैयारी: पढ़ाई का एक व्यावहारिक प्लान';

const shape = (article: Article) =>
  article.sections.map((s) => s.blocks.map((b: Block) => (typeof b === 'string' ? 'p' : `list of ${b.list.length}`)));

test('in Hindi: the article, its date, reading time, back link and call to action, all in Hindi', async () => {
  // Awaited: the page waits for its Hindi messages' and the article's chunks.
  await act(async () => renderPage(<BlogPostPage />, { path: `/blogs/${slug}`, route: '/blogs/:slug', locale: 'hi' }));
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← सभी ब्लॉग पर वापस जाएँ' })).toHaveAttribute('href', '/blogs');
  expect(screen.getByText('24 अगस्त 2023')).toHaveAttribute('dateTime', '2023-08-24');
  expect(screen.getByText('10 मिनट में पढ़ें')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'पढ़ाई की किताबों के ढेर, एक घड़ी और टिक लगी सूची का चित्र' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'शुरू करने से पहले लक्ष्य जान लें',
    'सही सामग्री जुटाएँ',
    'छह हफ़्ते का पढ़ाई का प्लान',
    'जिन विषयों में सबसे ज़्यादा अंक कटते हैं',
    'मॉक टेस्ट का सही इस्तेमाल कैसे करें',
    'परीक्षा हॉल में रणनीति',
    'हमारे साथ अभ्यास करें',
    'अपनी तैयारी को परखें',
  ]);
  // The exam's facts are the same in both languages.
  expect(screen.getByText(/^150 अंकों के 135 प्रश्न/)).toBeInTheDocument();
  expect(screen.getByText(/^इन्हें हल करने के लिए 3 घंटे/)).toBeInTheDocument();
  expect(screen.getByRole('article').textContent).not.toMatch(/[A-Za-z]{4,} [a-z]{4,} [a-z]{4,}/); // no English prose left
  expect(screen.getByRole('link', { name: 'प्रैक्टिस टेस्ट देखें' })).toHaveAttribute('href', '/exams');
});

test('in Hindi: the head names the article in Hindi, with inLanguage hi-IN and the Hindi address', async () => {
  await act(async () => renderPage(<BlogPostPage />, { path: `/blogs/${slug}`, route: '/blogs/:slug', locale: 'hi' }));
  expect(document.title).toBe(`${title} | NISM Practice`);
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^135 प्रश्न और 3 घंटे/);
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost/hi/blogs/${slug}`);
  const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);
  expect(data).toMatchObject({ '@type': 'BlogPosting', headline: title, inLanguage: 'hi-IN', datePublished: '2023-08-24' });
});

test('in English the head says inLanguage en-IN', async () => {
  await act(async () => renderPage(<BlogPostPage />, { path: `/blogs/${slug}`, route: '/blogs/:slug' }));
  const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);
  expect(data.inLanguage).toBe('en-IN');
});

test.each(Object.keys(articles))('the Hindi of %s has the English its sections, paragraphs and list items, one for one', async (slug) => {
  const hindi = (await import(`../../features/blog/data/articles/${slug}.hi`)) as { default: Article };
  expect(hindi.default.slug).toBe(slug);
  expect(hindi.default.lead).toHaveLength(articles[slug].lead.length);
  expect(shape(hindi.default)).toEqual(shape(articles[slug]));
});
