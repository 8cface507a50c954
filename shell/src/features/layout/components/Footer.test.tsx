import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@nism/shared-ui';
import { renderInHindi } from '../../../testing/render';
import { Footer } from './Footer';

describe('footer', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the copyright year from the current date', () => {
    jest.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z') });
    render(<Footer />, { wrapper: MemoryRouter });
    expect(screen.getByText(/© 2031/)).toBeInTheDocument();
  });

  it('describes the product, gives support and address, and links the site', () => {
    render(<Footer />, { wrapper: MemoryRouter });
    expect(screen.getByText(/trusted partner for exam preparation and success/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@nismpractice.in' })).toHaveAttribute('href', 'mailto:support@nismpractice.in');
    expect(screen.getByRole('link', { name: '+91 484 400 1234' })).toBeInTheDocument();
    expect(screen.getByText(/Kakkanad, Kochi, Kerala 682030, India/)).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Quick Links' }));
    const expected = [
      ['All Exams', '/exams'],
      ['Blogs', '/blogs'],
      ['Contact', '/contact'],
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Refund Policy', '/refund-policy'],
    ];
    for (const [name, href] of expected) expect(links.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('on a Hindi page, is in Hindi but keeps the company name and postal address in English, marked as English', async () => {
    await renderInHindi(<Footer />);
    expect(screen.getByText(/NISM सर्टिफ़िकेशन परीक्षाओं की तैयारी/)).toBeInTheDocument();
    const address = screen.getByText(/Kakkanad, Kochi, Kerala 682030, India/);
    expect(address).toHaveAttribute('lang', 'en');
    expect(address).toHaveTextContent('Finlearn Technologies Pvt. Ltd.');
  });
});
