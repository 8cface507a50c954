export { default, prefetchPlansPage as prefetch } from '../pages/plans/PlansPage';
export { contractVersion } from './contract';
