import { screen, within } from '@testing-library/react';
import { renderPage } from '../../testing/render';
import TermsPage from './TermsPage';

describe('TermsPage', () => {
  it('has the seven numbered sections in order', () => {
    renderPage(<TermsPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Acceptance of Terms',
      '2. Description of Service',
      '3. User Accounts',
      '4. Payment Terms',
      '5. Intellectual Property',
      '6. Disclaimer',
      '7. Contact Information',
    ]);
  });

  it('lists the account and payment obligations', () => {
    renderPage(<TermsPage />);
    const accounts = within(screen.getByRole('region', { name: '3. User Accounts' }));
    expect(accounts.getByText(/provide accurate, current and complete information/)).toBeInTheDocument();
    expect(accounts.getByText(/keep your login credentials secure/)).toBeInTheDocument();
    expect(accounts.getByText(/notify us immediately of any unauthorized use/)).toBeInTheDocument();
    expect(accounts.getByText(/be responsible for all activity/)).toBeInTheDocument();
    const payment = within(screen.getByRole('region', { name: '4. Payment Terms' }));
    expect(payment.getByText(/pay all fees for the plan you choose when they are due/)).toBeInTheDocument();
    expect(payment.getByText(/provide valid, current payment information/)).toBeInTheDocument();
    expect(payment.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
  });
});
