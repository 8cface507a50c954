export { AuthProvider, TestAuthProvider, useAuth, type AuthState } from './AuthProvider';
// The generated database types, until their own workspace (db-types/) replaces this re-export.
export * from './database';
