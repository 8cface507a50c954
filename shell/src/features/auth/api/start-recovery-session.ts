import { getSupabase } from '@nism/platform';

/** Makes the recovery link's session the client's session; false when the backend will not accept it. */
export async function startRecoverySession(accessToken: string, refreshToken: string): Promise<boolean> {
  try {
    const { data, error } = await (await getSupabase()).auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
    return !error && Boolean(data.session);
  } catch {
    return false;
  }
}
