import type { CallableRequest } from 'firebase-functions/https';
import { toHttpsError } from './errors';

/** The caller's uid; every callable is authenticated (anonymous sign-in is enough). */
export function requireUid(request: Pick<CallableRequest, 'auth'>): string {
  if (!request.auth) throw toHttpsError({ code: 'auth/signed-out', message: 'Sign in to play.' });
  return request.auth.uid;
}
