import { describe, expect, it } from 'vitest';
import { SEATS, dominoesIn } from '../engine';
import { dominoesNamed } from '../view/test-support/dominoes-named';
import { DAILY_SECRET_MS, dailyOpensAt, isDailySecret, openDaily, opensAtWords } from './daily-secret';
import { annsDaily, must, NOW_DAY, refused, stepUntil } from './test-support/rooms';
import { publicRoom, replayLinkOf, viewFor } from './views';

const DAY = NOW_DAY;
const OPENS = Date.UTC(2023, 10, 15, 12, 0, 0); // the day is over in UTC-12 too

/** Ann's daily table, online (dealt from a server key) or a practice deal (from a seed). */
const annsDailyTable = (online = true) => annsDaily(online ? 5 : undefined);

/** The same table played to its end. */
const finished = (online = true) => stepUntil(annsDailyTable(online), (room) => room.status === 'finished');

/** Every domino of seats 1-3 not yet played when the hand stopped. */
const othersUnplayed = (room: ReturnType<typeof finished>): number[] =>
  SEATS.filter((seat) => seat !== 0).flatMap((seat) => dominoesIn(room.game!.hands[seat]));

describe('the daily deal stays a puzzle', () => {
  it('opens 36 hours after its UTC date begins: when the date is over in every time zone', () => {
    expect(DAILY_SECRET_MS).toBe(36 * 3_600_000);
    expect(dailyOpensAt(DAY)).toBe(OPENS);
    expect(opensAtWords(DAY)).toBe('12:00 UTC on 2023-11-15');
  });

  it('shows its player no other hand once they have finished, nor a replay link, in any document', () => {
    const over = finished();
    expect(over.result).toMatchObject({ kind: 'daily-challenge' });
    // The hand stops once decided, so the other seats still hold dominoes nobody has seen.
    expect(othersUnplayed(over).length).toBeGreaterThan(0);
    const view = must(viewFor(over, 'ann'));
    expect(view.revealedHands).toEqual([]);
    expect(view.replayLink).toBeNull();
    expect(replayLinkOf(over)).toBeNull();
    const named = dominoesNamed({ view, room: publicRoom(over) }, over.game!.handNumber);
    expect(named.filter((domino) => othersUnplayed(over).includes(domino))).toEqual([]);
  });

  it('keeps the hands hidden at the hand’s end too, before the table is finished', () => {
    const handOver = stepUntil(annsDailyTable(), (room) => room.game!.phase === 'hand-complete');
    expect(isDailySecret(handOver)).toBe(true);
    expect(must(viewFor(handOver, 'ann')).revealedHands).toEqual([]);
  });

  it('refuses to open before the day is over everywhere, saying when it opens', () => {
    const over = finished();
    expect(refused(openDaily(over, { uid: 'ann', now: OPENS - 1 }))).toEqual({
      code: 'room/daily-secret',
      message:
        'Everyone plays this deal today: the other hands open at 12:00 UTC on 2023-11-15, once the day is over everywhere',
    });
    expect(refused(openDaily(annsDailyTable(), { uid: 'ann', now: OPENS })).code).toBe('room/daily-secret');
    expect(refused(openDaily(over, { uid: 'bob', now: OPENS })).code).toBe('room/not-member');
  });

  it('opens every hand and the replay link to its members once the day is over everywhere', () => {
    const over = finished();
    const open = must(openDaily(over, { uid: 'ann', now: OPENS }));
    expect(open.version).toBe(over.version + 1);
    expect(isDailySecret(open)).toBe(false);
    const view = must(viewFor(open, 'ann'));
    expect(view.revealedHands.map((hand) => hand.seat)).toEqual([1, 2, 3]);
    expect(view.replayLink).toEqual(expect.any(String));
    // Opening twice changes nothing.
    expect(must(openDaily(open, { uid: 'ann', now: OPENS + 1 }))).toBe(open);
  });

  it('keeps nothing secret at a practice deal offline, and gives it no replay link', () => {
    const practice = finished(false);
    expect(isDailySecret(practice)).toBe(false);
    expect(must(viewFor(practice, 'ann')).revealedHands.map((hand) => hand.seat)).toEqual([1, 2, 3]);
    expect(replayLinkOf(practice)).toBeNull();
  });
});
