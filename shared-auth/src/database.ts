// The database's types now come from the generated db-types workspace; re-exported here until every import names it.
export * from 'db-types';
