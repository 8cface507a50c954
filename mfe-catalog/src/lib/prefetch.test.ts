import { prefetch, takePrefetched } from './prefetch';

describe('prefetch', () => {
  it('hands a started read to the first taker only', async () => {
    const load = jest.fn().mockResolvedValueOnce('early').mockResolvedValue('fresh');
    prefetch({ key: 'exams', load });
    prefetch({ key: 'exams', load }); // a second prefetch of the same read sends nothing
    await expect(takePrefetched({ key: 'exams', load })).resolves.toBe('early');
    await expect(takePrefetched({ key: 'exams', load })).resolves.toBe('fresh');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes a failed read to its taker, and the next take reads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('back');
    prefetch({ key: 'plans:x', load });
    await expect(takePrefetched({ key: 'plans:x', load })).rejects.toThrow('offline');
    await expect(takePrefetched({ key: 'plans:x', load })).resolves.toBe('back');
  });
});
