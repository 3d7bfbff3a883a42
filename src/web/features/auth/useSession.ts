import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import {
  type LoginRequest,
  messageResponseSchema,
  type RegisterRequest,
  type TokenResponse,
  tokenResponseSchema,
} from '../../../shared/schemas/auth';
import { api, storeToken } from '../../api/client';
import { USER_QUERY_KEY } from '../../api/user-query';

export const REMEMBERED_EMAIL_KEY = 'rememberedEmail';
const SIGN_IN_PAGES = ['/', '/login', '/register'];

/** Sign in, sign up and sign out; each ends on the right screen with the user query refreshed. */
export function useSession() {
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();

  /**
   * Signed in where the person was going: a sign-in asked for by a signed-in page (/goals, /subscribe) stays on it;
   * from the landing page and the sign-in screens themselves it goes to the boxes.
   */
  async function enter(response: Pick<TokenResponse, 'token'>) {
    storeToken(response.token);
    await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    if (SIGN_IN_PAGES.includes(location)) navigate('/app');
  }

  return {
    async login(request: LoginRequest) {
      const response = await api('/api/auth/login', tokenResponseSchema, { method: 'POST', body: request });
      if (request.rememberMe) localStorage.setItem(REMEMBERED_EMAIL_KEY, request.email);
      else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
      await enter(response);
    },
    /** A passkey sign-in's session token. */
    enter,
    async register(request: RegisterRequest) {
      await enter(await api('/api/auth/register', tokenResponseSchema, { method: 'POST', body: request }));
    },
    /** Ends the session on the server (a failure there still signs this browser out), then goes home. */
    async logout() {
      await api('/api/auth/logout', messageResponseSchema, { method: 'POST' }).catch(() => undefined);
      await storeToken(null);
      queryClient.clear();
      window.location.assign('/');
    },
  };
}
