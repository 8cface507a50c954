// Starting a PGlite Postgres takes seconds on two busy cores; testTimeout in a project
// config is ignored when jest runs from the root, so the limit is set here.
jest.setTimeout(60000);
