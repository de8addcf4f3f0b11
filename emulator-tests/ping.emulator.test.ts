import { FirebaseError } from 'firebase/app';
import { doc, getDoc } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { roomPath } from '../shared/src/protocol';
import { webClient } from './support/web-client';

describe('the ping callable, from the web SDK', () => {
  const signedIn = webClient('signed-in');
  const signedOut = webClient('signed-out');
  afterAll(() => Promise.all([signedIn.close(), signedOut.close()]));

  it('answers an anonymously signed-in caller with its uid', async () => {
    const uid = await signedIn.signIn();
    await expect(signedIn.call('ping', {})).resolves.toEqual({ pong: true, uid });
  });

  it('rejects a caller who is not signed in with unauthenticated', async () => {
    const error = await signedOut.call('ping', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FirebaseError);
    expect((error as FirebaseError).code).toBe('functions/unauthenticated');
  });

  it('reaches the Firestore emulator, whose rules refuse a room the caller is not in', async () => {
    await signedIn.signIn();
    const error = await getDoc(doc(signedIn.firestore, roomPath('no-such-room'))).catch((e: unknown) => e);
    expect((error as FirebaseError).code).toBe('permission-denied');
  });
});
