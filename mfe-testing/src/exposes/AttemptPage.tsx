export { default, prefetchAttemptPage as prefetch } from '../pages/attempt/AttemptPage';
export { contractVersion } from './contract';
