import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PurchasesSection } from './PurchasesSection';

jest.mock('../../features/remotes/loader/registry', () => ({ loadRemoteModule: jest.fn() }));

describe('PurchasesSection', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("renders checkout's purchase history under its heading", async () => {
    render(<PurchasesSection load={() => Promise.resolve({ default: () => <p>90 Days Access</p> })} />);
    expect(screen.getByRole('heading', { name: 'Purchases and receipts' })).toBeInTheDocument();
    expect(await screen.findByText('90 Days Access')).toBeInTheDocument();
  });

  it('shows an inline error with Retry when checkout is down, and loads it on Retry', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('RUNTIME-003 manifest fetch failed'))
      .mockResolvedValue({ default: () => <p>90 Days Access</p> });
    render(<PurchasesSection load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your purchases could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('90 Days Access')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
