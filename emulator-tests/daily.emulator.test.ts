// The daily deal on the real emulators, tried as players and cheaters would with the web SDK: one
// tap makes today's table (the server's day, the caller against three AIs, dealt at once); the
// commit that ends it keeps the person's one result of the day and counts it into the day's
// standing; nobody plays the day twice, writes a result, reads another's, joins someone's daily
// table or picks the day; and the player can neither leave their table nor change its AI.
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEATS,
  dailyChallenge,
  dailyPath,
  dailyResultPath,
  dailyTablePath,
  dominoesIn,
  playedHandFromState,
  quotaPath,
  rateDailyHand,
  roomPath,
  roomStatePath,
  statsPath,
  trickGrid,
  viewPath,
} from '@texas42/shared';
import type { DailyResultDoc, DailyStandingDoc, ResponseOf } from '@texas42/shared';
import { dominoesNamed } from '@texas42/shared/test-support';
import { adminFirestore, documentsSnapshot, storedGame, storedRoom } from './support/admin';
import { playToTheEnd, refusal, today } from './support/daily';
import { replayLinksIn } from './support/privacy-scan';
import { signIn } from './support/player';
import { expectOk } from './support/table';

describe('the daily deal', () => {
  const admin = adminFirestore();
  beforeAll(() => setLogLevel('silent'));
  afterAll(() => admin.close());

  it('keeps one result per person per day, written with the end of the table, and counts it into the day', async () => {
    const date = today();
    // Signed in to an account: only those are counted in the day's standing.
    const ann = await signIn('ann-daily', `ann-daily-${Date.now()}`);
    try {
      const standingBefore = (await admin.db.doc(dailyPath(date)).get()).data() as
        DailyStandingDoc | undefined;
      const { roomId } = expectOk<ResponseOf<'playDaily'>>(
        await ann.call('playDaily', { name: 'Ann' }),
        'playDaily',
      );
      const room = await storedRoom(admin.db, roomId);
      expect(room.status).toBe('playing');
      expect(room.transformers).toEqual([dailyChallenge(date)]);
      expect(room.seats.map((slot) => [slot.kind, slot.uid])).toEqual([
        ['human', ann.uid],
        ['ai', null],
        ['ai', null],
        ['ai', null],
      ]);
      expect((await admin.db.doc(dailyTablePath(date, ann.uid)).get()).data()).toEqual({
        roomId,
        signedIn: true,
      });
      expect((await admin.db.doc(dailyResultPath(date, ann.uid)).get()).exists).toBe(false);

      const last = await playToTheEnd(admin.db, ann, roomId, 31);
      expect(last.result?.kind).toBe('daily-challenge');
      const [state, resultDoc, standingDoc] = await Promise.all([
        admin.db.doc(roomStatePath(roomId)).get(),
        admin.db.doc(dailyResultPath(date, ann.uid)).get(),
        admin.db.doc(dailyPath(date)).get(),
      ]);
      const result = resultDoc.data() as DailyResultDoc;
      const outcome = last.result!.outcome;
      expect(result).toEqual({
        date,
        roomId,
        contract: { kind: outcome.contract.kind, value: outcome.contract.value },
        ourBid: outcome.contract.bidder % 2 === 0,
        made: outcome.made,
        points: outcome.points[0],
        stars: last.result!.stars,
        tricks: last.result!.shareText!.split('\n')[1],
        counted: true,
      });
      // The stars and squares are the exact solver's against perfect play, added in that commit.
      const rating = rateDailyHand(playedHandFromState(await storedGame(admin.db, roomId))!)!;
      expect([result.stars, result.tricks]).toEqual([rating.stars, trickGrid(rating.tricks)]);
      expect(result.tricks).toMatch(/^[🟩🟨🟥⬜]{7}$/u);
      // One commit: the end of the table, the result and the day's standing share its time.
      expect(resultDoc.createTime!.isEqual(state.updateTime!)).toBe(true);
      expect(standingDoc.updateTime!.isEqual(state.updateTime!)).toBe(true);
      const standing = standingDoc.data() as DailyStandingDoc;
      expect(standing.players).toBe((standingBefore?.players ?? 0) + 1);
      expect(standing.madeBid).toBe((standingBefore?.madeBid ?? 0) + (result.ourBid && result.made ? 1 : 0));
      expect(standing.bestPoints).toBe(Math.max(standingBefore?.bestPoints ?? 0, result.points));

      // Ann reads her result and the day's standing through the rules.
      expect(await ann.read(dailyResultPath(date, ann.uid))).toEqual(result);
      expect(await ann.read(dailyPath(date))).toEqual(standing);

      // A second daily the same day is refused in words, and changes nothing stored.
      const paths = [
        dailyPath(date),
        dailyResultPath(date, ann.uid),
        dailyTablePath(date, ann.uid),
        quotaPath(ann.uid),
      ];
      const before = await documentsSnapshot(admin.db, paths);
      const again = await ann.call('playDaily', { name: 'Ann' });
      expect(refusal(again)).toEqual({ status: 'failed-precondition', code: 'daily/played' });
      expect(again.ok || again.message).toMatch(/^You have played today's deal; come back tomorrow/);
      // Nor does the finished table deal again.
      const rematch = await ann.call('startGame', { roomId });
      expect(refusal(rematch)).toEqual({ status: 'failed-precondition', code: 'room/daily' });
      expect(await documentsSnapshot(admin.db, paths)).toBe(before);
      expect((await storedRoom(admin.db, roomId)).status).toBe('finished');
    } finally {
      await ann.close();
    }
  }, 300_000);

  it('shows a player who finished no other hand of the day’s deal in any document they may read', async () => {
    const date = today();
    const dan = await signIn('dan-daily');
    try {
      const { roomId } = expectOk<ResponseOf<'playDaily'>>(
        await dan.call('playDaily', { name: 'Dan' }),
        'playDaily',
      );
      const standingBefore = (await admin.db.doc(dailyPath(date)).get()).data();
      const last = await playToTheEnd(admin.db, dan, roomId, 47);
      expect(last.result?.kind).toBe('daily-challenge');
      // Dan is a guest (an anonymous account, one of as many as he likes): his result is kept for
      // him, marked as not counted, and the day's standing is as it was.
      expect((await admin.db.doc(dailyResultPath(date, dan.uid)).get()).get('counted')).toBe(false);
      expect((await admin.db.doc(dailyPath(date)).get()).data()).toEqual(standingBefore);
      const game = await storedGame(admin.db, roomId);
      // The dominoes seats 1 to 3 never played: the hand stops once it is decided.
      const unplayed = SEATS.filter((seat) => seat !== 0).flatMap((seat) => dominoesIn(game.hands[seat]));
      const documents = {
        view: await dan.read(viewPath(roomId, dan.uid)),
        room: await dan.read(roomPath(roomId)),
        stats: await dan.read(statsPath(dan.uid)),
        result: await dan.read(dailyResultPath(date, dan.uid)),
        standing: await dan.read(dailyPath(date)),
      };
      for (const [name, data] of Object.entries(documents)) {
        expect(data, name).not.toBe('denied');
        expect(data, name).not.toBeNull();
        const named = dominoesNamed(data, game.handNumber);
        expect(
          named.filter((domino) => unplayed.includes(domino)),
          name,
        ).toEqual([]);
        expect(replayLinksIn(data, game), name).toEqual([]);
      }
      // Not even the dealt hands of the others: what they played is all Dan saw of them.
      const view = (documents.view as { view: { revealedHands: unknown[]; replayLink: unknown } }).view;
      expect(view.revealedHands).toEqual([]);
      expect(view.replayLink).toBeNull();
      expect(await dan.read(roomStatePath(roomId))).toBe('denied');
      // Nor can Dan open the table before the day is over everywhere.
      const open = await dan.call('openDaily', { roomId });
      expect(refusal(open)).toEqual({ status: 'failed-precondition', code: 'room/daily-secret' });
      expect(open.ok || open.message).toMatch(
        /open at 12:00 UTC on \d{4}-\d{2}-\d{2}, once the day is over everywhere/,
      );
    } finally {
      await dan.close();
    }
  }, 300_000);

  it('gives the phone a daily seat moved to the same table, never a second deal, and the old phone none', async () => {
    const date = today();
    const [fay, phone, other] = await Promise.all([
      signIn('fay-daily'),
      signIn('fay-daily-phone'),
      signIn('fay-daily-other'),
    ]);
    try {
      const { roomId } = expectOk<ResponseOf<'playDaily'>>(
        await fay.call('playDaily', { name: 'Fay' }),
        'playDaily',
      );
      // A phone with a table of today's deal of its own cannot take Fay's seat as well.
      const own = expectOk<ResponseOf<'playDaily'>>(
        await other.call('playDaily', { name: 'Oz' }),
        'playDaily',
      );
      const offerTo = async () =>
        expectOk<ResponseOf<'offerTransfer'>>(await fay.call('offerTransfer', { roomId }), 'offerTransfer')
          .token;
      expect(refusal(await other.call('acceptTransfer', { token: await offerTo() }))).toEqual({
        status: 'failed-precondition',
        code: 'room/daily',
      });
      expect((await storedRoom(admin.db, roomId)).seats[0].uid).toBe(fay.uid);
      expect((await admin.db.doc(dailyTablePath(date, other.uid)).get()).data()).toEqual({
        roomId: own.roomId,
        signedIn: false,
      });

      expectOk(await phone.call('acceptTransfer', { token: await offerTo() }), 'acceptTransfer');
      expect((await storedRoom(admin.db, roomId)).seats[0].uid).toBe(phone.uid);
      expect((await admin.db.doc(dailyTablePath(date, phone.uid)).get()).data()).toEqual({ roomId });
      // The new phone's tap on "Daily deal" opens the same table; the old phone gets none.
      const again = expectOk<ResponseOf<'playDaily'>>(
        await phone.call('playDaily', { name: 'Fay' }),
        'playDaily',
      );
      expect(again.roomId).toBe(roomId);
      const old = await fay.call('playDaily', { name: 'Fay' });
      expect(refusal(old)).toEqual({ status: 'failed-precondition', code: 'room/daily' });
      expect(old.ok || old.message).toMatch(/moved to another phone/);
    } finally {
      await Promise.all([fay.close(), phone.close(), other.close()]);
    }
  }, 120_000);

  it('keeps a daily table for its player: leaving it and changing its AI are refused in words, and nothing stored changes', async () => {
    const date = today();
    const gil = await signIn('gil-daily');
    try {
      const { roomId } = expectOk<ResponseOf<'playDaily'>>(
        await gil.call('playDaily', { name: 'Gil' }),
        'playDaily',
      );
      const paths = [
        roomPath(roomId),
        roomStatePath(roomId),
        viewPath(roomId, gil.uid),
        dailyTablePath(date, gil.uid),
      ];
      const before = await documentsSnapshot(admin.db, paths);

      // Leaving would hand the seat to the AI for good (nobody joins a daily table), and the day's
      // deal with it: the table waits for Gil instead, and he is told how to come back to it.
      const left = await gil.call('leaveRoom', { roomId });
      expect(refusal(left)).toEqual({ status: 'failed-precondition', code: 'room/daily' });
      expect(left.ok || left.message).toContain(
        'The daily deal is played alone, once a day: its table stays yours, and Daily deal brings you back to it',
      );
      // The day's results are compared with everyone's, played against the same AI.
      const easier = await gil.call('configureRoom', { roomId, changes: { aiLevel: 'heuristic' } });
      expect(refusal(easier)).toEqual({ status: 'failed-precondition', code: 'room/daily' });
      expect(easier.ok || easier.message).toContain(
        'The daily deal is played alone, once a day: everyone plays it against the same AI',
      );
      expect(await documentsSnapshot(admin.db, paths)).toBe(before);

      // Daily deal brings him back to the same table, in his seat.
      const again = expectOk<ResponseOf<'playDaily'>>(
        await gil.call('playDaily', { name: 'Gil' }),
        'playDaily',
      );
      expect(again.roomId).toBe(roomId);
      expect((await storedRoom(admin.db, roomId)).seats[0].uid).toBe(gil.uid);
    } finally {
      await gil.close();
    }
  }, 120_000);

  it('gives a second tap the same table, never a second deal', async () => {
    const bea = await signIn('bea-daily');
    try {
      const answers = await Promise.all([1, 2, 3].map(() => bea.call('playDaily', { name: 'Bea' })));
      const rooms = answers.map((answer) => expectOk<ResponseOf<'playDaily'>>(answer, 'playDaily').roomId);
      expect(new Set(rooms).size).toBe(1);
      const table = await admin.db.doc(dailyTablePath(today(), bea.uid)).get();
      expect(table.data()).toEqual({ roomId: rooms[0], signedIn: false });
    } finally {
      await bea.close();
    }
  }, 120_000);

  it('refuses the cheats: writing a result, reading another’s, joining a daily table, picking the day', async () => {
    const date = today();
    const [cat, eve] = await Promise.all([signIn('cat-daily'), signIn('eve-daily')]);
    try {
      const { roomId, code } = expectOk<ResponseOf<'playDaily'>>(
        await cat.call('playDaily', { name: 'Cat' }),
        'playDaily',
      );
      const paths = [
        dailyPath(date),
        dailyResultPath(date, cat.uid),
        dailyResultPath(date, eve.uid),
        dailyTablePath(date, eve.uid),
        roomStatePath(roomId),
      ];
      const before = await documentsSnapshot(admin.db, paths);

      // Eve writes herself a perfect result, a better day, a table of her own: all denied.
      const perfect = { date, roomId, contract: { kind: 'points', value: 42 }, ourBid: true, made: true };
      expect(await eve.write(dailyResultPath(date, eve.uid), { ...perfect, points: 42, stars: 3 })).toBe(
        'denied',
      );
      expect(await eve.write(dailyPath(date), { date, players: 1, madeBid: 1, bestPoints: 42 })).toBe(
        'denied',
      );
      expect(await eve.write(dailyTablePath(date, eve.uid), { roomId })).toBe('denied');
      // She cannot read Cat's result or anyone's table; the day's standing is for everyone.
      expect(await eve.read(dailyResultPath(date, cat.uid))).toBe('denied');
      expect(await eve.read(dailyTablePath(date, cat.uid))).toBe('denied');
      expect(await eve.read(dailyPath(date))).not.toBe('denied');
      // Nor join Cat's table, to sit or to watch the day's hands.
      for (const joining of ['sit', 'watch'])
        expect(refusal(await eve.call('joinRoom', { code, name: 'Eve', joining }))).toEqual({
          status: 'failed-precondition',
          code: 'room/daily',
        });
      // Nor pick the day: playDaily takes no date, and no table of hers deals one.
      const dated = await eve.call('playDaily', { name: 'Eve', date: '2030-01-01' });
      expect(refusal(dated)).toEqual({ status: 'invalid-argument', code: 'payload/unknown-field' });
      const own = expectOk<ResponseOf<'createRoom'>>(
        await eve.call('createRoom', { name: 'Eve' }),
        'createRoom',
      );
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const chosen = await eve.call('configureRoom', {
        roomId: own.roomId,
        changes: { transformers: [dailyChallenge(tomorrow)] },
      });
      expect(refusal(chosen)).toEqual({ status: 'failed-precondition', code: 'room/daily' });
      expect((await storedRoom(admin.db, own.roomId)).transformers).toEqual([]);

      expect(await documentsSnapshot(admin.db, paths)).toBe(before);
    } finally {
      await Promise.all([cat.close(), eve.close()]);
    }
  }, 120_000);
});
