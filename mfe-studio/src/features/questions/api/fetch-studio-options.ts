import { callRpc } from '../../../lib/rpc';
import type { StudioOptions } from './types';

/** The exams with their topics, papers and the papers' cases, for the filters and the editor (studio_options). */
export async function fetchStudioOptions(): Promise<StudioOptions> {
  const options = await callRpc<StudioOptions | null>('studio_options');
  return { exams: options?.exams ?? [] };
}
