export { AuthProvider, TestAuthProvider, useAuth, type AuthState } from './AuthProvider';
