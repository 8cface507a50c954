import { backendCallName, reportingFetch } from './api';
import { fieldState } from './store';

describe('reportingFetch', () => {
  const sink = jest.fn();
  beforeEach(() => {
    sink.mockReset();
    fieldState().sink = sink;
  });
  afterEach(() => {
    fieldState().sink = null;
  });

  it('reports a 5xx answer with the RPC name and status, never its parameters', async () => {
    global.fetch = jest.fn().mockResolvedValue({ status: 503, headers: { get: () => null } }) as unknown as typeof fetch;
    await reportingFetch('https://db.example.com/rest/v1/rpc/save_answer?p_attempt_id=eq.3f2b8c1e', {
      method: 'POST',
      body: '{"p_question_id":"q"}',
    });
    expect(sink).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', name: 'api', message: 'rpc/save_answer answered 503' }));
    expect(JSON.stringify(sink.mock.calls)).not.toMatch(/3f2b8c1e|p_question_id/);
  });

  it('reports nothing for answers below 500', async () => {
    global.fetch = jest.fn().mockResolvedValue({ status: 404 }) as unknown as typeof fetch;
    await reportingFetch('https://db.example.com/rest/v1/exams?select=*');
    expect(sink).not.toHaveBeenCalled();
  });

  it('names tables, RPCs and auth calls', () => {
    expect(backendCallName('https://db.example.com/rest/v1/exams?id=eq.1')).toBe('exams');
    expect(backendCallName('https://db.example.com/rest/v1/rpc/start_attempt')).toBe('rpc/start_attempt');
    expect(backendCallName('https://db.example.com/auth/v1/token?grant_type=password')).toBe('auth/token');
  });
});
