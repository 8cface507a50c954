import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteAccountSection } from './DeleteAccountSection';
import { fakeAccountBackend, renderSignedIn } from '../../testing/account';

const deleteButton = () => screen.getByRole('button', { name: 'Delete My Account' });

describe('DeleteAccountSection', () => {
  it('stays disabled until the email is typed, then deletes, leaves the page and signs out with a toast', async () => {
    const { rpc } = fakeAccountBackend();
    const signOut = jest.fn().mockResolvedValue(undefined);
    const onDeleted = jest.fn();
    renderSignedIn(<DeleteAccountSection email="learner@example.com" onDeleted={onDeleted} />, signOut);
    const confirm = screen.getByLabelText('Type learner@example.com to confirm');
    expect(deleteButton()).toBeDisabled();
    await userEvent.type(confirm, 'learner@example');
    expect(deleteButton()).toBeDisabled();
    await userEvent.type(confirm, '.COM ');
    await userEvent.click(deleteButton());
    expect(rpc).toHaveBeenCalledWith('delete_my_account', { p_confirm_email: 'learner@example.COM' });
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("shows the backend's refusal and stays signed in", async () => {
    fakeAccountBackend({
      rpc: jest.fn().mockResolvedValue({ data: null, error: { code: '22023', message: 'Type your email address exactly to confirm' } }),
    });
    const signOut = jest.fn();
    const onDeleted = jest.fn();
    renderSignedIn(<DeleteAccountSection email="learner@example.com" onDeleted={onDeleted} />, signOut);
    await userEvent.type(screen.getByLabelText('Type learner@example.com to confirm'), 'learner@example.com');
    await userEvent.click(deleteButton());
    expect(await screen.findByText('Account not deleted')).toBeInTheDocument();
    expect(screen.getByText('Type your email address exactly to confirm')).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
