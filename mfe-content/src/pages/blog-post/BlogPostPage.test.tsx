import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../testing/render';
import { posts } from '../../features/blog/data/posts';
import { articles } from '../../features/blog/data/articles';
import BlogPostPage from './BlogPostPage';

const renderPost = (slug: string) => renderPage(<BlogPostPage />, { path: `/blogs/${slug}`, route: '/blogs/:slug' });

const words = (text: string) => text.trim().split(/\s+/).length;

describe('BlogPostPage', () => {
  it('has an article for every post and a post for every article', () => {
    expect(Object.keys(articles).sort()).toEqual(posts.map((p) => p.slug).sort());
  });

  it.each(posts)('shows $slug with its back link, date, read time and header image', (post) => {
    renderPost(post.slug);
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to all blogs/ })).toHaveAttribute('href', '/blogs');
    expect(screen.getByText(post.date)).toBeInTheDocument();
    expect(screen.getByText(post.readTime)).toBeInTheDocument();
    const image = screen.getByRole('img', { name: post.imageAlt });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '450');
  });

  it.each(posts)('gives $slug long text in several sections and points readers to the mock tests', (post) => {
    renderPost(post.slug);
    const article = screen.getAllByRole('article')[0];
    expect(words(article.textContent ?? '')).toBeGreaterThan(800);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByRole('link', { name: 'Explore practice tests' })).toHaveAttribute('href', '/exams');
  });

  it.each(posts)('names $slug for search engines: its own title, description, canonical URL and BlogPosting data', (post) => {
    renderPost(post.slug);
    expect(document.title).toBe(`${post.title} | NISM Practice`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', post.description);
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost/blogs/${post.slug}`);
    const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data).toMatchObject({ '@type': 'BlogPosting', headline: post.title, datePublished: post.isoDate });
  });

  it("quotes the revised X-A's pattern in the preparation article: 135 questions, 150 marks, 3 hours", () => {
    renderPost('preparing-for-nism-series-xa');
    expect(screen.getByText(/^135 questions worth 150 marks/)).toBeInTheDocument();
    expect(screen.getByText(/^3 hours to answer them/)).toBeInTheDocument();
    expect(screen.getByText(/^60% to pass, so you need 90 marks net of deductions/)).toBeInTheDocument();
    expect(screen.getByText('A certificate valid for 3 years once you pass.')).toBeInTheDocument();
    expect(screen.getByRole('article').textContent).not.toMatch(/100 questions|2 hours|two-hour/);
  });

  it('gives the overview the revised pattern and the true value of a blind guess (+0.0625 of a mark)', () => {
    renderPost('nism-series-xa-overview');
    expect(screen.getByText('135 questions carrying 150 marks in all.')).toBeInTheDocument();
    expect(screen.getByText('A duration of 3 hours.')).toBeInTheDocument();
    expect(screen.getByText(/a gain of \+0\.0625 of a mark/)).toBeInTheDocument();
    expect(screen.getByRole('article').textContent).not.toMatch(/blind guessing does not pay/);
  });

  it('quotes the five-year registration and record-keeping rules in the compliance article', () => {
    renderPost('nism-investment-adviser-compliance');
    expect(screen.getByText(/pay the prescribed registration fee every five years/)).toBeInTheDocument();
    expect(screen.getByText(/These records must be retained for at least five years/)).toBeInTheDocument();
  });

  it('goes back to the blog index from the back link', async () => {
    renderPost(posts[0].slug);
    await userEvent.click(screen.getByRole('link', { name: /Back to all blogs/ }));
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/blogs$/);
  });

  it("shows the spec's not-found page for an unknown slug", async () => {
    renderPost('no-such-post');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/);
  });
});
