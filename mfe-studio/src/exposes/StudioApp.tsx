export { default } from '../pages/studio/StudioApp';
export { contractVersion } from './contract';
