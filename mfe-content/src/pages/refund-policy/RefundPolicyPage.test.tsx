import { screen } from '@testing-library/react';
import { renderPage } from '../../testing/render';
import RefundPolicyPage from './RefundPolicyPage';

describe('RefundPolicyPage', () => {
  beforeEach(() => renderPage(<RefundPolicyPage />));

  it('says purchases are non-refundable and non-transferable between users', () => {
    expect(screen.getByRole('heading', { level: 2, name: 'All Purchases Are Final' })).toBeInTheDocument();
    expect(screen.getByText(/all purchases are non-refundable/)).toBeInTheDocument();
    expect(screen.getByText(/non-transferable between users/)).toBeInTheDocument();
  });

  it('names the one exception: duplicate charges to the same registered user', () => {
    expect(screen.getByRole('heading', { level: 2, name: 'The One Exception: Duplicate Charges' })).toBeInTheDocument();
    expect(screen.getByText(/same registered user is charged more than once for the same product/)).toBeInTheDocument();
  });

  it('sends reconsideration requests to support by email', () => {
    const region = screen.getByRole('region', { name: 'Requesting a Reconsideration' });
    expect(region).toHaveTextContent('email support@nismpractice.in');
  });
});
