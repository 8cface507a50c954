import { render, screen } from '@testing-library/react';
import { ConfigErrorPage } from './ConfigErrorPage';

it('explains a bad config instead of showing a blank page', () => {
  render(<ConfigErrorPage reason={'"supabaseUrl" is missing or empty.'} />);
  expect(screen.getByRole('heading', { name: 'The site could not start' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('"supabaseUrl" is missing or empty.');
});
