import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemotePage } from './RemotePage';
import { loadedRemoteModule } from '../loader/registry';
import { fieldState, markReported } from '@nism/platform/field-data/store';

jest.mock('../loader/registry', () => ({ loadRemoteModule: jest.fn(), loadedRemoteModule: jest.fn() }));

describe('RemotePage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('shows a loading state, then the remote page', async () => {
    const load = () => Promise.resolve({ default: () => <h1>Investment Advisory Blogs</h1> });
    render(<RemotePage id="content/BlogsPage" load={load} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Investment Advisory Blogs' })).toBeInTheDocument();
  });

  it('renders a page whose module is already loaded at once, with no loading state', () => {
    jest.mocked(loadedRemoteModule).mockReturnValueOnce({ default: () => <h1>Pass your NISM certification with confidence</h1> });
    render(<RemotePage id="catalog/HomePage" />);
    expect(screen.getByRole('heading', { name: 'Pass your NISM certification with confidence' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an inline error with Retry when the remote is down, and recovers on Retry', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('RUNTIME-003 manifest fetch failed'))
      .mockResolvedValue({ default: () => <h1>Contact Us</h1> });
    render(<RemotePage id="content/ContactPage" load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site is unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('catches a render error of a loaded remote page', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    render(<RemotePage id="content/TermsPage" load={() => Promise.resolve({ default: Broken })} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  describe('field data', () => {
    const sink = jest.fn();
    beforeEach(() => {
      sink.mockReset();
      fieldState().sink = sink;
    });
    afterEach(() => {
      fieldState().sink = null;
    });

    it('reports a render error the boundary caught, with the remote and the message', async () => {
      const Broken = () => {
        throw new Error('Cannot read properties of undefined (reading "options") for a@b.com');
      };
      render(<RemotePage id="testing/AttemptPage" load={() => Promise.resolve({ default: Broken })} />);
      await screen.findByRole('button', { name: 'Retry' });
      expect(sink).toHaveBeenCalledTimes(1);
      expect(sink).toHaveBeenCalledWith(
        expect.objectContaining({
          kind: 'error',
          name: 'boundary',
          remote: 'testing',
          message: 'Error: Cannot read properties of undefined (reading "options") for a@b.com',
        }),
      );
    });

    it('does not report again a failed load the federation runtime already reported', async () => {
      const error = new Error('RUNTIME-003 manifest fetch failed');
      markReported(error);
      render(<RemotePage id="content/ContactPage" load={() => Promise.reject(error)} />);
      await screen.findByRole('alert');
      expect(sink).not.toHaveBeenCalled();
    });
  });
});
