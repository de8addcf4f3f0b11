// Signing a page in with a Google account from the home screen: a guest keeps being the same
// player, unless another player already holds the account.
import { FirebaseError } from 'firebase/app';
import { GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';

/** How the page reaches the Google account the player picks: the popup on a phone, a credential
 * in a test (emulator-tests/google-sign-in.emulator.test.ts). */
export interface GoogleAccountReach {
  /** Links `guest` to the account. */
  link(guest: User): Promise<unknown>;
  /** Signs the page in with the account. */
  signIn(): Promise<unknown>;
}

/**
 * Signs the page in with a Google account. A guest links it when no player holds it yet: the same
 * player, who keeps what they played (signing a guest straight in made a new player, who was dealt
 * today's daily deal again after seeing it, and counted). When another player already holds it
 * (they linked it on another phone), the page signs in as that player.
 */
export async function signInWithGoogleAccount(auth: Auth, reach: GoogleAccountReach): Promise<void> {
  // Nothing awaited before the popup: a phone's browser opens one only in the tap's own turn. The
  // home screen has long restored its user by the time a player taps.
  const guest = auth.currentUser;
  if (guest === null || !guest.isAnonymous) {
    await reach.signIn();
    return;
  }
  try {
    await reach.link(guest);
  } catch (error) {
    if (!(error instanceof FirebaseError) || error.code !== 'auth/credential-already-in-use') throw error;
    // Google's answer carries the account's credential, so the page signs in without asking
    // again; the Auth emulator's carries none, and then the player is asked once more.
    const held = GoogleAuthProvider.credentialFromError(error);
    await (held === null ? reach.signIn() : signInWithCredential(auth, held));
  }
}
