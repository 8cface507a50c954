import { pagesOfExams, refreshRequestedPages, takeRequestedPages } from './prerender-requests';

const XA = '00000000-0000-4000-a000-000000000001';
const VA = '00000000-0000-4000-a000-000000000003';

test("an exam's change touches home, the exams list and its information and plans pages; no request, no page", () => {
  expect(pagesOfExams([XA, VA])).toEqual([
    '/',
    '/exams',
    `/exams/${XA}/info`,
    `/exams/${XA}/plans`,
    `/exams/${VA}/info`,
    `/exams/${VA}/plans`,
  ]);
  expect(pagesOfExams([])).toEqual([]);
});

test('the requests are taken with the service key; a refusal is an error, not an empty list', async () => {
  const fetchMock = jest.spyOn(global, 'fetch').mockResolvedValueOnce(new Response(JSON.stringify([VA]), { status: 200 }));
  expect(await takeRequestedPages('http://db.test/', 'service-key')).toEqual(['/', '/exams', `/exams/${VA}/info`, `/exams/${VA}/plans`]);
  expect(fetchMock).toHaveBeenCalledWith('http://db.test/rest/v1/rpc/take_prerender_requests', expect.objectContaining({ method: 'POST' }));
  expect((fetchMock.mock.calls[0][1]!.headers as Record<string, string>).Authorization).toBe('Bearer service-key');
  fetchMock.mockResolvedValueOnce(new Response('{"message":"permission denied"}', { status: 401 }));
  await expect(takeRequestedPages('http://db.test', 'anon-key')).rejects.toThrow(/answered 401/);
  fetchMock.mockRestore();
});

test('a running stack renders the requested pages every few seconds, and stopping waits for a render in progress', async () => {
  jest.useFakeTimers();
  const fetchMock = jest.spyOn(global, 'fetch').mockImplementation(async () => new Response(JSON.stringify([XA]), { status: 200 }));
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  const rendered: string[][] = [];
  const { stop } = refreshRequestedPages('http://db.test', 'key', async (pages) => (rendered.push(pages), { written: pages, failed: [] }));
  await jest.advanceTimersByTimeAsync(5_000);
  await stop();
  expect(rendered).toEqual([['/', '/exams', `/exams/${XA}/info`, `/exams/${XA}/plans`]]);
  expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Prerendered again after a content change: \//));
  await jest.advanceTimersByTimeAsync(20_000);
  expect(rendered).toHaveLength(1); // stopped
  fetchMock.mockRestore();
  log.mockRestore();
  jest.useRealTimers();
});

test('now() renders the requested pages at once, without waiting for the next round, and resolves when they are written', async () => {
  const fetchMock = jest
    .spyOn(global, 'fetch')
    .mockImplementationOnce(async () => new Response(JSON.stringify([VA]), { status: 200 }))
    .mockImplementation(async () => new Response('[]', { status: 200 }));
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  const rendered: string[][] = [];
  const { now, stop } = refreshRequestedPages(
    'http://db.test',
    'key',
    async (pages) => (rendered.push(pages), { written: pages, failed: [] }),
  );
  await now();
  expect(rendered).toEqual([['/', '/exams', `/exams/${VA}/info`, `/exams/${VA}/plans`]]);
  await now(); // nothing requested since: nothing rendered
  expect(rendered).toHaveLength(1);
  await stop();
  fetchMock.mockRestore();
  log.mockRestore();
});
