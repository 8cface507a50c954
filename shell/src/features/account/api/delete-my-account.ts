import { getSupabase } from '@nism/platform';
import { rpcResult } from './rpc-result';

/** Deletes the account once the typed email matches it (22023 otherwise, with the backend's message). */
export const deleteMyAccount = (confirmEmail: string) =>
  rpcResult<null>(async () => (await getSupabase()).rpc('delete_my_account', { p_confirm_email: confirmEmail }));
