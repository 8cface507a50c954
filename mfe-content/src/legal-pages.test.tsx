import { screen } from '@testing-library/react';
import { renderPage } from './testing/render';
import TermsPage from './pages/terms/TermsPage';
import PrivacyPage from './pages/privacy/PrivacyPage';
import RefundPolicyPage from './pages/refund-policy/RefundPolicyPage';

// The product rule: every legal page states what the tests are and are not.
describe.each([
  ['Terms of Service', TermsPage],
  ['Privacy Policy', PrivacyPage],
  ['Refund Policy', RefundPolicyPage],
])('%s', (title, Page) => {
  beforeEach(() => renderPage(<Page />));

  it('shows its title', () => {
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('says these are practice tests, not a guarantee, and may contain errors', () => {
    const notice = screen.getByRole('note', { name: 'About our practice tests' });
    expect(notice).toHaveTextContent('These are practice tests, not official exams.');
    expect(notice).toHaveTextContent('does not guarantee that you will pass an official NISM examination');
    expect(notice).toHaveTextContent('may contain errors');
  });

  it('gives the support contact', () => {
    expect(screen.getAllByRole('link', { name: 'support@nismpractice.in' })[0]).toHaveAttribute('href', 'mailto:support@nismpractice.in');
  });
});
