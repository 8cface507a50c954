import { defineRemote } from '../tools/build-config/rspack-app';

/** The checkout remote: its exposes are the ones its contract lists (contracts/src/checkout.ts). */
export default defineRemote(__dirname, 'checkout');
