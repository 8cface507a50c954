import { callRpc } from '../../../lib/rpc';
import { grantStaffRole } from './grant-staff-role';

jest.mock('../../../lib/rpc');

test('a role is granted by its name; removing one sends no role, as the database expects', async () => {
  jest.mocked(callRpc).mockResolvedValue([]);
  await grantStaffRole(' new@example.com ', 'editor');
  expect(callRpc).toHaveBeenLastCalledWith('grant_staff_role', { p_email: 'new@example.com', p_role: 'editor' });
  await grantStaffRole('old@example.com', 'none');
  expect(callRpc).toHaveBeenLastCalledWith('grant_staff_role', { p_email: 'old@example.com', p_role: null });
});
