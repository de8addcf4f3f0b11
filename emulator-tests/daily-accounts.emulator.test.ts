// Who counts in the daily deal's standing, with web-SDK clients on the real emulators and the Auth
// emulator's fake Google accounts. One person, one daily table a day, whatever the device: linking
// Google keeps a guest's uid, so a guest who played and then links has had that day's table. Only
// a table dealt to an account signed in with Google counts, once: a guest who links before the
// end stays uncounted (else anyone could learn the deal as a guest, deal it again in a private
// window and link that one), and a signed-in player's table counts though a guest phone, to which
// they moved the seat, finishes it.
import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyPath, dailyResultPath, dailyTablePath } from '@texas42/shared';
import type { DailyStandingDoc, ResponseOf } from '@texas42/shared';
import { randomSource } from '@texas42/shared/test-support';
import { adminFirestore, documentsSnapshot } from './support/admin';
import { COPY_STYLES, driveSeat } from './support/drive';
import { signIn } from './support/player';
import type { Outcome, Player } from './support/player';
import { expectOk } from './support/table';

/** Today by the server's clock (the emulators run on this machine). */
const today = (): string => new Date().toISOString().slice(0, 10);

/** A fresh fake Google account's id. */
const googleAccount = (label: string): string => `${label}-${randomBytes(6).toString('hex')}`;

/** The refusal an outcome carries: its status and the server's code. */
const refusal = (outcome: Outcome) =>
  outcome.ok ? 'ok' : { status: outcome.code, code: (outcome.details as { code?: string } | null)?.code };

/** `player` plays the daily table `roomId` in seat 0 to its end. */
const playToTheEnd = async (db: Firestore, player: Player, roomId: string, seed: number) => {
  const feed = player.watch(roomId);
  await driveSeat(
    db,
    roomId,
    { player, seat: 0, coaching: null, feed },
    { random: randomSource(seed), done: (view) => view.result !== null, style: () => COPY_STYLES[0] },
  );
};

describe('who counts in the daily deal', () => {
  const admin = adminFirestore();
  const players: Player[] = [];
  const person = async (label: string, google?: string): Promise<Player> => {
    const player = await signIn(label, google);
    players.push(player);
    return player;
  };
  const playDaily = async (player: Player, name: string) =>
    expectOk<ResponseOf<'playDaily'>>(await player.call('playDaily', { name }), 'playDaily').roomId;
  const standing = async () =>
    ((await admin.db.doc(dailyPath(today())).get()).data() as DailyStandingDoc | undefined)?.players ?? 0;
  const counted = async (uid: string) =>
    (await admin.db.doc(dailyResultPath(today(), uid)).get()).get('counted') as unknown;

  beforeAll(() => setLogLevel('silent'));
  afterAll(async () => {
    await Promise.all(players.map((player) => player.close()));
    await admin.close();
  });

  it('a guest who played and then links Google has had the day’s table: no second deal, nothing counted', async () => {
    const gus = await person('gus-daily');
    const roomId = await playDaily(gus, 'Gus');
    const before = await standing();
    await playToTheEnd(admin.db, gus, roomId, 61);
    expect(await counted(gus.uid)).toBe(false);

    const sub = googleAccount('gus');
    expect(await gus.linkGoogle(sub)).toBe(gus.uid);
    const paths = [dailyPath(today()), dailyResultPath(today(), gus.uid), dailyTablePath(today(), gus.uid)];
    const stored = await documentsSnapshot(admin.db, paths);
    expect(refusal(await gus.call('playDaily', { name: 'Gus' }))).toEqual({
      status: 'failed-precondition',
      code: 'daily/played',
    });
    // Signing in with that Google account on a laptop is the same person, with the same answer.
    const laptop = await person('gus-laptop', sub);
    expect(laptop.uid).toBe(gus.uid);
    expect(refusal(await laptop.call('playDaily', { name: 'Gus' }))).toEqual({
      status: 'failed-precondition',
      code: 'daily/played',
    });
    // Nor does linking open the other hands before the day is over everywhere.
    expect(refusal(await laptop.call('openDaily', { roomId }))).toEqual({
      status: 'failed-precondition',
      code: 'room/daily-secret',
    });
    expect(await documentsSnapshot(admin.db, paths)).toBe(stored);
    expect(await standing()).toBe(before);
  }, 300_000);

  it('a table dealt to a guest stays uncounted when they link Google before its end', async () => {
    const lin = await person('lin-daily');
    const roomId = await playDaily(lin, 'Lin');
    expect(await lin.linkGoogle(googleAccount('lin'))).toBe(lin.uid);
    const before = await standing();
    await playToTheEnd(admin.db, lin, roomId, 67);
    expect(await counted(lin.uid)).toBe(false);
    expect(await standing()).toBe(before);
    // The table's record says it was dealt to a guest.
    expect((await admin.db.doc(dailyTablePath(today(), lin.uid)).get()).data()).toEqual({
      roomId,
      signedIn: false,
    });
  }, 300_000);

  it('a table dealt to a signed-in player counts once, though a guest phone they moved it to finishes it', async () => {
    const sub = googleAccount('sue');
    const sue = await person('sue-daily', sub);
    const roomId = await playDaily(sue, 'Sue');
    const phone = await person('sue-daily-phone');
    const { token } = expectOk<ResponseOf<'offerTransfer'>>(
      await sue.call('offerTransfer', { roomId }),
      'offerTransfer',
    );
    expectOk(await phone.call('acceptTransfer', { token }), 'acceptTransfer');
    const before = await standing();
    await playToTheEnd(admin.db, phone, roomId, 71);
    expect(await counted(phone.uid)).toBe(true);
    expect(await standing()).toBe(before + 1);

    // Sue, on the phone she started on or any other signed in as her, has played the day.
    const laptop = await person('sue-laptop', sub);
    for (const again of [sue, laptop])
      expect(refusal(await again.call('playDaily', { name: 'Sue' }))).toEqual({
        status: 'failed-precondition',
        code: 'daily/played',
      });
    expect(await standing()).toBe(before + 1);
    // The record made when the table was dealt says it was dealt to a signed-in account.
    expect((await admin.db.doc(dailyTablePath(today(), sue.uid)).get()).data()).toEqual({
      roomId,
      signedIn: true,
    });
  }, 300_000);
});
