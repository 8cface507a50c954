export { default, prefetchHomePage as prefetch, prerenderHomePage as prerender } from '../pages/home/HomePage';
export { contractVersion } from './contract';
