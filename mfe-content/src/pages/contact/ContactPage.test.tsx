import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../testing/render';
import ContactPage from './ContactPage';
import { ApiError } from '@nism/platform';
import { sendContactMessage } from '../../features/contact/api/send-message';

jest.mock('../../features/contact/api/send-message', () => ({
  ...jest.requireActual('../../features/contact/api/send-message'),
  sendContactMessage: jest.fn(),
}));

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
    const fill = async (user: ReturnType<typeof userEvent.setup>) => {
      const { name, email, message } = fields();
      await user.type(name, 'Asha Menon');
      await user.type(email, 'asha@example.com');
      await user.type(message, 'When does the next mock test go live?');
    };

    it('is busy while sending, then confirms with a toast and clears the form', async () => {
      let done!: () => void;
      jest.mocked(sendContactMessage).mockReturnValue(new Promise<void>((resolve) => (done = resolve)));
      const user = userEvent.setup();
      renderPage(<ContactPage />);
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      expect(sendContactMessage).toHaveBeenCalledWith({
        name: 'Asha Menon',
        email: 'asha@example.com',
        message: 'When does the next mock test go live?',
        website: '',
      });
      await act(async () => done());
      expect(await screen.findByText('Message sent!')).toBeInTheDocument();
      expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      const { name, email, message } = fields();
      expect(name).toHaveValue('');
      expect(email).toHaveValue('');
      expect(message).toHaveValue('');
    });

    it('says so when the message was not sent, and keeps what was typed', async () => {
      jest
        .mocked(sendContactMessage)
        .mockRejectedValue(
          new ApiError('Too many messages from this connection. Please try again in an hour, or write to us by email.', 'PT429', 429),
        );
      const user = userEvent.setup();
      renderPage(<ContactPage />);
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Your message was not sent: Too many messages from this connection.');
      expect(screen.getByText('Message not sent')).toBeInTheDocument();
      expect(fields().message).toHaveValue('When does the next mock test go live?');
      expect(fields().email).toHaveValue('asha@example.com');
      expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    });

    it('has a honeypot people never meet: out of the accessibility tree and the tab order', () => {
      renderPage(<ContactPage />);
      expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
      const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
      expect(trap).toHaveAttribute('tabindex', '-1');
    });
  });
});
