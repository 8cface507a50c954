import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../testing/render';
import BlogsPage from './BlogsPage';
import { posts } from '../../features/blog/data/posts';

describe('BlogsPage', () => {
  it('shows the title and subtitle', () => {
    renderPage(<BlogsPage />, { path: '/blogs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Investment Advisory Blogs' })).toBeInTheDocument();
    expect(screen.getByText('Expert insights on NISM certifications and investment advisory practices')).toBeInTheDocument();
  });

  it('shows a card for each of the four posts, linking to its article', () => {
    renderPage(<BlogsPage />, { path: '/blogs' });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    cards.forEach((card, i) => {
      const post = posts[i];
      const inCard = within(card);
      expect(inCard.getByRole('heading', { level: 2, name: post.title })).toBeInTheDocument();
      expect(inCard.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blogs/${post.slug}`);
      expect(inCard.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', `/blogs/${post.slug}`);
      expect(inCard.getByText(post.date)).toBeInTheDocument();
      expect(inCard.getByText(post.description)).toBeInTheDocument();
    });
  });

  it('lists the spec’s slugs, dates and read times', () => {
    expect(posts.map(({ slug, date, readTime }) => [slug, date, readTime])).toEqual([
      ['nism-series-xa-overview', '15 June 2023', '8 min read'],
      ['preparing-for-nism-series-xa', '24 August 2023', '10 min read'],
      ['nism-investment-adviser-compliance', '10 October 2023', '12 min read'],
      ['investment-advisor-market-india', '02 March 2025', '9 min read'],
    ]);
  });

  it('gives every image alt text and a size, and loads the later ones lazily', () => {
    renderPage(<BlogsPage />, { path: '/blogs' });
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(4);
    images.forEach((img, i) => {
      expect(img).toHaveAccessibleName(posts[i].imageAlt);
      expect(img).toHaveAttribute('width', '800');
      expect(img).toHaveAttribute('height', '450');
      expect(img).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy');
    });
  });

  it('navigates to the article when Read More is chosen', async () => {
    renderPage(<BlogsPage />, { path: '/blogs' });
    await userEvent.click(screen.getByRole('link', { name: `Read More: ${posts[2].title}` }));
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(`/blogs/${posts[2].slug}`);
  });
});
