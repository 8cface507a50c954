import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField, TextAreaField, TextField } from './Field';

describe('form fields', () => {
  it('labels the input and announces its error', () => {
    render(<TextField label="Email" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
  });

  it('ties a textarea error to the field', () => {
    render(<TextAreaField label="Message" error="Message is required" />);
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
  });

  it('toggles password visibility with a named button', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });
});
