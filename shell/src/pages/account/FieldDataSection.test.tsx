import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldDataPreference } from '@nism/platform';
import { FieldDataSection } from './FieldDataSection';
import { renderSignedIn } from '../../testing/account';

describe('FieldDataSection', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
  });

  it('is on by default, and the switch turns the reports off and on for this browser', async () => {
    renderSignedIn(<FieldDataSection />);
    const toggle = screen.getByRole('switch', { name: 'Share anonymous performance and error reports' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(fieldDataPreference().allowed).toBe(false);
    expect(screen.getByText(/Off for this browser/)).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(fieldDataPreference().allowed).toBe(true);
    expect(screen.getByRole('link', { name: 'What is collected' })).toHaveAttribute('href', '/privacy');
  });

  it('says that Global Privacy Control keeps it off', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true });
    renderSignedIn(<FieldDataSection />);
    const toggle = screen.getByRole('switch', { name: 'Share anonymous performance and error reports' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(/your browser sends Global Privacy Control/);
  });
});
