export { default, prefetchPlansPage as prefetch, prerenderPlansPage as prerender } from '../pages/plans/PlansPage';
export { contractVersion } from './contract';
