// What the daily deal's tests share (daily.emulator.test.ts, daily-accounts.emulator.test.ts): the
// server's day, a refusal as they compare it, and a daily table played from its phone to the end.
import type { Firestore } from 'firebase-admin/firestore';
import type { PlayerView } from '@texas42/shared';
import { randomSource } from '@texas42/shared/test-support';
import { COPY_STYLES, driveSeat } from './drive';
import type { Outcome, Player } from './player';

/** Today by the server's clock (the emulators run on this machine). */
export const today = (): string => new Date().toISOString().slice(0, 10);

/** The refusal an outcome carries: its status and the server's code ('ok' when accepted). */
export const refusal = (outcome: Outcome) =>
  outcome.ok ? 'ok' : { status: outcome.code, code: (outcome.details as { code?: string } | null)?.code };

/** `player`'s daily table `roomId`, played from their phone in seat 0 to its end with moves drawn
 * from `seed` (`db` reads the stored room when a call is lost); the last view it showed. */
export const playToTheEnd = async (
  db: Firestore,
  player: Player,
  roomId: string,
  seed: number,
): Promise<PlayerView> => {
  const feed = player.watch(roomId);
  await driveSeat(
    db,
    roomId,
    { player, seat: 0, coaching: null, feed },
    { random: randomSource(seed), done: (view) => view.result !== null, style: () => COPY_STYLES[0] },
  );
  return feed.latest()!.view;
};
