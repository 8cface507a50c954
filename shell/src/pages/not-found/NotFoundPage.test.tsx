import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing/render';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it("shows 404, 'Oops! Page not found' and a link home", async () => {
    renderAt(<NotFoundPage />, { route: '/no/such/page', path: '/no/such/page' });
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
