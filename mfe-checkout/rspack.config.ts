import { defineApp } from '../tools/rspack-app';

/** The checkout remote's public contract: the modules the shell may load. */
export const exposes = {
  './purchase': './src/exposes/purchase.ts',
} as const;

export default defineApp(__dirname, exposes);
