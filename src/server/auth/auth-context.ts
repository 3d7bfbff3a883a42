import type { ServiceDeps } from '../deps.js';
import type { LoginThrottle } from './login-throttle.js';

/** What each part of the auth service needs: the services' deps and the sign-in throttle. */
export interface AuthContext extends ServiceDeps {
  throttle: LoginThrottle;
}
