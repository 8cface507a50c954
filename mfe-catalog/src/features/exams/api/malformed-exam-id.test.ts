import { publicDb } from '@nism/platform';
import { fetchExam } from './fetch-exam';
import { fetchExamInfo } from './fetch-exam-info';
import { fetchExamPlans } from './fetch-exam-plans';

jest.mock('@nism/platform', () => ({ ...jest.requireActual('@nism/platform'), publicDb: jest.fn() }));

// A backend request with such an id is rejected with a 400 and logs console errors: none is made.
test('an exam id that is not a uuid names no exam and sends no request', async () => {
  await expect(fetchExam('nope')).resolves.toBeNull();
  await expect(fetchExamInfo('1 OR 1=1')).resolves.toBeNull();
  await expect(fetchExamPlans('123')).resolves.toEqual([]);
  expect(publicDb).not.toHaveBeenCalled();
});
