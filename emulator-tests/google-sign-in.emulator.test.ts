// "Sign in with Google" on the home screen, its policy (web/src/lib/firebase/google-account.ts)
// run with web-SDK clients on the real emulators and the Auth emulator's fake Google accounts (a
// phone reaches the account through a popup instead). A guest who opened today's daily deal and
// then signs in with an account nobody holds stays the same player: the daily deal opens the
// table they were dealt. Signing the guest straight in, as the button once did, made a new player,
// who was dealt the day's hand again having seen it, and counted. A guest on a second phone who
// signs in with that account becomes its player, daily table and all.
import { randomBytes } from 'node:crypto';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '@texas42/shared';
import { signIn } from './support/player';
import type { Player } from './support/player';
import { expectOk } from './support/table';

describe('signing in with Google from the home screen', () => {
  const players: Player[] = [];
  const guest = async (label: string): Promise<Player> => {
    const player = await signIn(label);
    players.push(player);
    return player;
  };
  /** The daily table the player now signed in on `player`'s client is dealt (or already holds). */
  const dailyTable = async (player: Player) =>
    expectOk<ResponseOf<'playDaily'>>(await player.call('playDaily', { name: 'Dee' }), 'playDaily').roomId;

  beforeAll(() => setLogLevel('silent'));
  afterAll(async () => {
    await Promise.all(players.map((player) => player.close()));
  });

  it('keeps a guest the same player, and makes a guest elsewhere that player', async () => {
    const account = `dee-${randomBytes(6).toString('hex')}`;
    const dee = await guest('dee');
    const dealt = await dailyTable(dee);

    expect(await dee.signInAsHomeDoes(account), 'the player after signing in').toBe(dee.uid);
    expect(await dailyTable(dee), 'the daily deal after signing in').toBe(dealt);

    const otherPhone = await guest('dee-other-phone');
    expect(otherPhone.uid).not.toBe(dee.uid);
    expect(await otherPhone.signInAsHomeDoes(account), 'the player on the other phone').toBe(dee.uid);
    expect(await dailyTable(otherPhone), 'the daily deal on the other phone').toBe(dealt);
  });
});
