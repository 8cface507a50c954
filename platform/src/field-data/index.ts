export { startFieldData, type CollectorModule, type FieldDataHandle, type FieldDataOptions, type FieldDataStart } from './start';
export { fieldDataPreference, onFieldDataChoice, setFieldDataChoice, type FieldDataPreference } from './preference';
export { reportFieldEvent, type FieldEventInput } from './store';
export { reportFieldError } from './report-error';
export { listenForErrors, messageOf } from './error-info';
export type { FieldSession } from './session';
