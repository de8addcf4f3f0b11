// The Admin SDK's Firestore, made on first use: rules do not bind it, so only the callables write.
// Its Auth too, for what only the server may ask (whether an account is a guest).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Auth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';

let firestore: Firestore | null = null;

/** The project's Firestore (the emulator's under the emulator suite). */
export const db = (): Firestore => {
  if (firestore === null) {
    // The default app specifically: firebase-functions makes an app of its own, named, to check a
    // caller's token on a cold instance's first request, before any handler reads Firestore.
    if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp();
    firestore = getFirestore();
  }
  return firestore;
};

/** The project's Auth (the emulator's under the emulator suite), on the same default app. */
export const auth = (): Auth => {
  db();
  return getAuth();
};
