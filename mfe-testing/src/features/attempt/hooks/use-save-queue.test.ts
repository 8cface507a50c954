import { act, renderHook } from '@testing-library/react';
import { ApiError, reportFieldError } from '@nism/platform';
import { saveAnswer } from '../api/save-answer';
import { useSaveQueue } from './use-save-queue';

jest.mock('../api/save-answer', () => ({ saveAnswer: jest.fn() }));
jest.mock('@nism/platform', () => ({ ...jest.requireActual('@nism/platform'), reportFieldError: jest.fn() }));

const flushPromises = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));

describe('useSaveQueue: field data', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.mocked(reportFieldError).mockReset();
  });

  it("reports an answer the server refuses for good (after the deadline) as a 'save' error, code and message only", async () => {
    const refused = new ApiError('Attempt deadline has passed', 'P0001', 400);
    jest.mocked(saveAnswer).mockRejectedValue(refused);
    const onRefused = jest.fn();
    const { result } = renderHook(() => useSaveQueue('attempt-1', () => 'ABCD', onRefused, jest.fn()));
    act(() => result.current.save('question-1', { option: 'B' }));
    await flushPromises();
    expect(onRefused).toHaveBeenCalledWith('question-1', refused);
    expect(reportFieldError).toHaveBeenCalledTimes(1);
    expect(reportFieldError).toHaveBeenCalledWith('save', refused, { remote: 'testing', message: 'P0001: Attempt deadline has passed' });
  });

  it('reports a save refused for another option order (NSM02) once, however often it is retried', async () => {
    const stale = new ApiError('Option order does not match the attempt', 'NSM02', 400);
    jest.mocked(saveAnswer).mockRejectedValue(stale);
    const onStale = jest.fn();
    const { result } = renderHook(() => useSaveQueue('attempt-2', () => 'DCBA', jest.fn(), onStale));
    act(() => result.current.save('question-1', { option: 'A' }));
    await flushPromises();
    await act(() => result.current.flush());
    await act(() => result.current.flush());
    expect(saveAnswer).toHaveBeenCalledTimes(3);
    expect(onStale).toHaveBeenCalledTimes(3);
    expect(reportFieldError).toHaveBeenCalledTimes(1);
    expect(reportFieldError).toHaveBeenCalledWith('save', stale, {
      remote: 'testing',
      message: 'NSM02: Option order does not match the attempt',
    });
  });

  it('reports nothing for a save that is only waiting to be retried (offline)', async () => {
    jest.mocked(saveAnswer).mockRejectedValue(new ApiError('Failed to fetch', ''));
    const { result } = renderHook(() => useSaveQueue('attempt-3', () => 'ABCD', jest.fn(), jest.fn()));
    act(() => result.current.save('question-1', { option: 'C' }));
    await flushPromises();
    expect(reportFieldError).not.toHaveBeenCalled();
  });
});
