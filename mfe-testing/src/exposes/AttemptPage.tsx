export { default, prefetchAttemptPage as prefetch } from '../pages/attempt/AttemptPage';
