import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../testing/render';
import ContactPage from './ContactPage';
import { SEND_DELAY_MS } from './ContactForm';

const fields = () => ({
  name: screen.getByRole('textbox', { name: 'Name' }),
  email: screen.getByRole('textbox', { name: 'Email' }),
  message: screen.getByRole('textbox', { name: 'Message' }),
});

describe('ContactPage', () => {
  it('shows the headings and the three info cards', () => {
    renderPage(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Send us a Message' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Email' })).toHaveTextContent('support@nismpractice.in');
    expect(screen.getByRole('link', { name: '+91 484 400 1234' })).toHaveAttribute('href', 'tel:+914844001234');
    const address = screen.getByRole('region', { name: 'Address' });
    expect(address).toHaveTextContent('Finlearn Technologies Pvt. Ltd.');
    expect(address).toHaveTextContent('Kakkanad, Kochi, Kerala 682030');
  });

  it('labels the three required fields, with an email-type input and a multi-line message', () => {
    renderPage(<ContactPage />);
    const { name, email, message } = fields();
    [name, email, message].forEach((field) => expect(field).toBeRequired());
    expect(email).toHaveAttribute('type', 'email');
    expect(message.tagName).toBe('TEXTAREA');
  });

  it('asks for every missing field and moves focus to the first', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(fields().name).toHaveFocus();
    expect(fields().name).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('rejects an invalid email address with a clear message', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    const { name, email, message } = fields();
    await user.type(name, 'Asha Menon');
    await user.type(email, 'asha@example');
    await user.type(message, 'When does the next mock test go live?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address, such as name@example.com.');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Sending...' })).not.toBeInTheDocument();
    // Fixing the address clears its message.
    await user.type(email, '.com');
    expect(email).not.toHaveAccessibleDescription();
  });

  describe('sending', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('is busy for one second, then confirms with a toast and clears the form', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderPage(<ContactPage />);
      const { name, email, message } = fields();
      await user.type(name, 'Asha Menon');
      await user.type(email, 'asha@example.com');
      await user.type(message, 'When does the next mock test go live?');
      await user.click(screen.getByRole('button', { name: 'Send Message' }));

      expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(SEND_DELAY_MS - 1));
      expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      expect(screen.queryByText('Message sent!')).not.toBeInTheDocument();

      act(() => jest.advanceTimersByTime(1));
      expect(await screen.findByText('Message sent!')).toBeInTheDocument();
      expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      expect(name).toHaveValue('');
      expect(email).toHaveValue('');
      expect(message).toHaveValue('');
    });
  });
});
