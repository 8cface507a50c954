import { ApiError, isNotFound, isPermanent, NotFoundError, unwrap } from './api-error';

test('unwrap gives the data, or throws an ApiError with the backend code and status', () => {
  expect(unwrap({ data: [1], error: null })).toEqual([1]);
  const thrown = (() => {
    try {
      unwrap({ data: null, error: { message: 'invalid input syntax for type uuid', code: '22P02' }, status: 400 });
    } catch (error) {
      return error;
    }
  })();
  expect(thrown).toBeInstanceOf(ApiError);
  expect(thrown).toMatchObject({ code: '22P02', status: 400, message: 'invalid input syntax for type uuid' });
});

test('not found and permanent refusals are told apart from retryable failures', () => {
  expect(isNotFound(new NotFoundError())).toBe(true);
  expect(isNotFound(new ApiError('no row', 'PGRST116'))).toBe(true);
  expect(isNotFound(new ApiError('timeout', ''))).toBe(false);
  expect(isPermanent(new ApiError('Attempt deadline has passed', 'P0001'))).toBe(true);
  expect(isPermanent(new ApiError('Attempt is already submitted', 'NSM01'))).toBe(true);
  expect(isPermanent(new ApiError('Failed to fetch', ''))).toBe(false);
  expect(isPermanent(new Error('x'))).toBe(false);
});
