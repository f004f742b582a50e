// The auth context lives in lib/ (the navbar, a component, reads it too); routes may keep
// importing it from here.
export { AuthProvider, useAuth, type AuthState } from '@/lib/auth-context';
