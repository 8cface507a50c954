import { defineApp } from '../tools/build-config/rspack-app';

/** The host: no exposes; its remotes are registered at runtime from config.json. */
export default defineApp(__dirname);
