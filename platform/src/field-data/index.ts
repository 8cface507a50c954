export { startFieldData, sendBatch, type FieldDataHandle, type FieldDataOptions, type FieldEvent, type Transport } from './collector';
export { fieldDataPreference, setFieldDataChoice, type FieldDataPreference } from './preference';
export { reportFieldEvent, type FieldEventInput } from './store';
export { messageOf } from './scrub';
export { reportFieldError } from './report-error';
