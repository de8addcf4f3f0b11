// App Check enforced, as deployed functions run: the emulators leave it off unless the functions
// see ENFORCE_APP_CHECK=true (functions/src/app-check.ts), so this file runs on emulators started
// with that variable (`npm run test:emulators` starts them a second time for it). A client without an App Check token is refused before any handler runs and nothing is
// stored; the same call with a token goes through. The functions emulator does not verify App
// Check signatures, so the token here comes from the web SDK's custom provider, standing in for
// reCAPTCHA Enterprise, which needs Google's servers.
import { deleteApp, initializeApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import { connectAuthEmulator, getAuth, signInAnonymously } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomWithCodeResponse } from '@texas42/shared';
import { adminFirestore, databaseSnapshot } from '../support/admin';
import { HOST, PORTS, PROJECT_ID } from '../support/emulators';

/** A JWT-shaped App Check token for app `appId` (the emulator reads it without a signature check). */
const appCheckToken = (appId: string): string => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ sub: appId, iat: now, exp: now + 3600 })}.c2lnbmF0dXJl`;
};

let count = 0;

/** A signed-in web client, with App Check started when `attested`; calls answer their error code. */
const client = async (attested: boolean) => {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key', appId: '1:1:web:1' },
    `app-check-${++count}`,
  );
  if (attested)
    initializeAppCheck(app, {
      provider: new CustomProvider({
        getToken: async () => ({
          token: appCheckToken('1:1:web:1'),
          expireTimeMillis: Date.now() + 3_600_000,
        }),
      }),
    });
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, HOST, PORTS.functions);
  await signInAnonymously(auth);
  return {
    createRoom: () =>
      httpsCallable<unknown, RoomWithCodeResponse>(
        functions,
        'createRoom',
      )({ name: 'Ann' }).then(
        (answer) => answer.data.code,
        (error: { code: string }) => error.code,
      ),
    close: () => deleteApp(app),
  };
};

describe('App Check, enforced', () => {
  const admin = adminFirestore();
  beforeAll(() => setLogLevel('silent'));
  afterAll(() => admin.close());

  it('refuses a signed-in client without an App Check token, storing nothing', async () => {
    const script = await client(false);
    const before = await databaseSnapshot(admin.db);
    expect(await script.createRoom()).toBe('functions/unauthenticated');
    expect(await databaseSnapshot(admin.db)).toBe(before);
    await script.close();
  });

  it('answers the app, which sends its App Check token with every call', async () => {
    const phone = await client(true);
    expect(await phone.createRoom()).toMatch(/^[A-Z2-9]{6}$/);
    await phone.close();
  });
});
