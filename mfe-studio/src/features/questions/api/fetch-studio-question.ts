import { callRpc } from '../../../lib/rpc';
import type { StudioQuestion } from './types';

/** One question for the editor (studio_question); throws ApiError P0002 when there is none. */
export function fetchStudioQuestion(id: string): Promise<StudioQuestion> {
  return callRpc<StudioQuestion>('studio_question', { p_id: id });
}
