import { defineRemote } from '../tools/build-config/rspack-app';

/** The catalog remote: its exposes are the ones its contract lists (contracts/src/catalog.ts). */
export default defineRemote(__dirname, 'catalog');
