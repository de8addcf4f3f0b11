import type { CallableRequest } from 'firebase-functions/https';
import { HttpsError } from 'firebase-functions/https';

/** The caller's uid; every callable is authenticated (anonymous sign-in is enough). */
export function requireUid(request: Pick<CallableRequest, 'auth'>): string {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to play.');
  return request.auth.uid;
}
