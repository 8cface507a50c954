import { defineRemote } from '../tools/build-config/rspack-app';

/** The testing remote: its exposes are the ones its contract lists (contracts/src/testing.ts). */
export default defineRemote(__dirname, 'testing');
