export type RpcResult<T> = { ok: true; data: T } | { ok: false; message?: string };
export type RpcAnswer = { data: unknown; error: { code?: string; message: string } | null };

/** The backend's message only for a refusal the learner can fix (22023: the typed email does not match). */
export async function rpcResult<T>(call: () => PromiseLike<RpcAnswer>): Promise<RpcResult<T>> {
  try {
    const { data, error } = await call();
    if (error) return { ok: false, message: error.code === '22023' ? error.message : undefined };
    return { ok: true, data: data as T };
  } catch {
    return { ok: false };
  }
}
