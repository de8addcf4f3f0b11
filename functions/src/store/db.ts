// The Admin SDK's Firestore, made on first use: rules do not bind it, so only the callables write.
import { getApps, initializeApp } from 'firebase-admin/app';
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
