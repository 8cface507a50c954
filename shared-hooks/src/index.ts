export { useLoad, type LoadState } from './use-load';
export { useFormReady } from './use-form-ready';
export { useHydrated } from './use-hydrated';
