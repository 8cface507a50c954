export { useLoad, type LoadState } from './use-load';
