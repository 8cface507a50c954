export { default } from '../pages/plans/PlansPage';
