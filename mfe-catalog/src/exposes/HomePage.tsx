export { default, prefetchHomePage as prefetch } from '../pages/home/HomePage';
export { contractVersion } from './contract';
