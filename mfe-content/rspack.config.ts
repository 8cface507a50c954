import { defineRemote } from '../tools/build-config/rspack-app';

/** The content remote: its exposes are the ones its contract lists (contracts/src/content.ts). */
export default defineRemote(__dirname, 'content');
