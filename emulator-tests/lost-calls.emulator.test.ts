// A seat whose calls are lost on the way, as on a loaded machine (the functions emulator drops a
// request whose worker is slow to start) or a phone whose network drops: one call never reaches
// the room, another reaches it but its answer is lost. The seat driver (support/drive.ts) reads
// the stored room and sends a move again only when it never landed, so the hand is played to its
// end and every move the seat meant is in the stored log exactly once.
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsOf, singleHand } from '@texas42/shared';
import type { Action } from '@texas42/shared';
import { randomSource } from '@texas42/shared/test-support';
import { adminFirestore, storedRoom } from './support/admin';
import { COPY_STYLES, driveSeat } from './support/drive';
import type { Outcome } from './support/player';
import { openTable } from './support/table';

/** What the web SDK answers when a call got no answer in time. */
const NO_ANSWER: Outcome = {
  ok: false,
  code: 'deadline-exceeded',
  message: 'deadline-exceeded',
  details: undefined,
};

const seatOf = (action: Action): number | null => ('seat' in action ? action.seat : null);

describe('a seat whose calls are lost', () => {
  const admin = adminFirestore();
  beforeAll(() => setLogLevel('silent'));
  afterAll(() => admin.close());

  it('sends again the move that never reached the room, and not the one whose answer was lost', async () => {
    const table = await openTable({ joiners: [], changes: { transformers: [singleHand()] }, label: 'lost' });
    const { roomId } = table;
    const host = table.members[0]!;
    try {
      // The host's second call never leaves the phone (the third is its resend); the fourth, her
      // next move, reaches the room, which takes it, but its answer is lost.
      let calls = 0;
      const lossy: typeof host = {
        ...host,
        player: {
          ...host.player,
          call: async (callable, data) => {
            calls += 1;
            if (calls === 2) return NO_ANSWER;
            const outcome = await host.player.call(callable, data);
            return calls === 4 ? NO_ANSWER : outcome;
          },
        },
      };
      const submissions = await driveSeat(admin.db, roomId, lossy, {
        random: randomSource(2042),
        done: (view) => view.result !== null,
        style: () => COPY_STYLES[0],
      });

      const room = await storedRoom(admin.db, roomId);
      expect(room.status).toBe('finished');
      // Every move the host meant is in the log once: the lost one by its resend, the one whose
      // answer was lost by its first call.
      const meant = submissions.map((submission) => submission.action);
      expect(actionsOf(room.game!).filter((action) => seatOf(action) === 0)).toEqual(meant);
      const [, lostOnTheWay, answerLost] = submissions;
      expect(lostOnTheWay!.outcomes).toEqual([NO_ANSWER]);
      expect(lostOnTheWay!.resends).toMatchObject([{ reason: 'deadline-exceeded', outcome: { ok: true } }]);
      expect(answerLost!.outcomes).toEqual([NO_ANSWER]);
      expect(answerLost!.resends).toEqual([]);
      // The stored log shows which unanswered move landed.
      expect(submissions.map((submission) => submission.landedUnanswered)).toEqual(
        submissions.map((submission) => submission === answerLost),
      );
      expect(submissions.filter((submission) => submission.resends.length > 0)).toEqual([lostOnTheWay]);
    } finally {
      await table.close();
    }
  });
});
