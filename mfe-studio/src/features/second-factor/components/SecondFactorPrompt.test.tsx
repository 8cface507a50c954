import { act, fireEvent, screen } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import { EDITOR } from '../../../testing/fixtures';
import { renderPage, sessionFor } from '../../../testing/render';
import { startEnrolment, verifyCode } from '../api/second-factor';
import { SecondFactorPrompt } from './SecondFactorPrompt';

jest.mock('../api/second-factor', () => ({
  ...jest.requireActual('../api/second-factor'),
  startEnrolment: jest.fn(),
  verifyCode: jest.fn(),
}));

const withFactor = { ...EDITOR, factors: [{ id: 'f1', factor_type: 'totp', status: 'verified' }] } as unknown as User;

beforeEach(() => {
  jest
    .mocked(startEnrolment)
    .mockResolvedValue({ factorId: 'new-factor', qrCode: 'data:image/svg+xml;utf-8,<svg/>', secret: 'ABCDEF234567' });
  jest.mocked(verifyCode).mockResolvedValue();
});

test('an editor without a factor at aal1 is asked to set one up: QR code and key, then the code', async () => {
  renderPage(<SecondFactorPrompt />, { user: EDITOR, session: sessionFor(EDITOR, 'aal1') });
  expect(screen.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set up an authenticator' })));
  expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', 'data:image/svg+xml;utf-8,<svg/>');
  expect(screen.getByText('ABCDEF234567')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Type the 6 digits the app shows.');
  fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '123 456' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify' })));
  expect(verifyCode).toHaveBeenCalledWith('new-factor', '123 456');
});

test('an editor with a factor at aal1 types the code; a wrong one says so and keeps the field', async () => {
  jest.mocked(verifyCode).mockRejectedValue(new Error('That code is not right. Check the app and type the current code.'));
  renderPage(<SecondFactorPrompt />, { user: withFactor, session: sessionFor(withFactor, 'aal1') });
  expect(screen.getByRole('heading', { name: 'Enter your authenticator code' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '000000' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify' })));
  expect(verifyCode).toHaveBeenCalledWith('f1', '000000');
  expect(screen.getByRole('alert')).toHaveTextContent('That code is not right.');
  expect(screen.getByLabelText('6-digit code')).toHaveValue('000000');
});

test('nothing is asked once the session is aal2', () => {
  renderPage(<SecondFactorPrompt />, { user: withFactor });
  expect(screen.queryByRole('heading', { name: /authenticator|two-step/ })).not.toBeInTheDocument();
});
