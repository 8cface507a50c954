// Exam ids are uuids. An id from the URL that is not one names no exam: the page says 'Exam not found' without asking
// the backend, which would reject it with a 400 and leave errors in the console.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isExamId(id: string): boolean {
  return UUID.test(id);
}
