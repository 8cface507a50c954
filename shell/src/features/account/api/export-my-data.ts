import { getSupabase } from '@nism/platform';
import { rpcResult } from './rpc-result';

/** Everything the database holds about the caller, as the JSON export_my_data builds. */
export const exportMyData = () => rpcResult<unknown>(async () => (await getSupabase()).rpc('export_my_data'));
