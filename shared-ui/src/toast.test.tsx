import { act, render, screen } from '@testing-library/react';
import { AppToaster, notify } from './index';

describe('toasts', () => {
  it('shows a title and description, and never more than one at a time', async () => {
    render(<AppToaster />);
    act(() => {
      notify.error('First', 'one');
      notify.success('Second', 'two');
    });
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.getByText('two')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });
});
