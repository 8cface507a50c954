import { defineRemote } from '../tools/build-config/rspack-app';

/** The content studio: its exposes are the ones its contract lists (contracts/src/studio.ts). */
export default defineRemote(__dirname, 'studio');
