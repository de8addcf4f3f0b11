// Deals no client can compute, tried as outsiders would with the web SDK. Every online hand is
// dealt from its own 256-bit server key, kept in the private state only: no document a member
// can read, and no callable answer, holds one before the game is over, when the view's replay link
// (the keys and every move) is shown. A record whose seed its maker chose (seed 777, no moves)
// becomes a room whose deals that seed does not give. Daily-challenge tables deal from a server
// secret: the same for everyone that day, never shown, and not the deal the date alone gave.
import { createHmac } from 'node:crypto';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAILY_SECRET_PATH,
  HOUSE,
  createGame,
  decodeGame,
  dominoesIn,
  recordOf,
  roomPath,
  viewPath,
} from '@texas42/shared';
import type { GameState, ResponseOf } from '@texas42/shared';
import { randomSource } from '@texas42/shared/test-support';
import { adminFirestore, storedGame, storedRoom } from './support/admin';
import { COPY_STYLES, driveSeat } from './support/drive';
import { signIn } from './support/player';
import type { Player } from './support/player';
import { keysOf, replayLinksIn } from './support/privacy-scan';
import { expectOk, openTable } from './support/table';
import { warmFunctions } from './support/warm-functions';

/** The deal the old daily challenge gave: the seed was 32-bit FNV-1a of "daily-" and the date. */
const oldDailyDeal = (date: string): GameState => {
  let hash = 0x811c9dc5;
  for (const char of `daily-${date}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return createGame(HOUSE, hash | 0);
};

/** The deal keys found in `texts`, each with the text's label. */
const keysIn = (keys: readonly string[], texts: readonly (readonly [string, string])[]): string[] =>
  texts.flatMap(([label, text]) => keys.filter((key) => text.includes(key)).map((key) => `${label}: ${key}`));

/** `host`'s table of today's daily deal, dealt at once; its id. */
const dailyRoom = async (host: Player): Promise<string> => {
  const { roomId } = expectOk<ResponseOf<'playDaily'>>(
    await host.call('playDaily', { name: 'Dee' }),
    'playDaily',
  );
  return roomId;
};

describe('deal keys', () => {
  const admin = adminFirestore();
  beforeAll(() => setLogLevel('silent'));
  afterAll(() => admin.close());

  it('deals every hand from a fresh key that no member can read until the game is over', async () => {
    const table = await openTable({
      joiners: ['sit', 'watch'],
      changes: { settings: { target: { kind: 'marks', value: 2 } } },
      start: false,
      label: 'keys',
    });
    const { roomId } = table;
    try {
      const rooms = table.members.map((member) => member.player.watchRoom(roomId));
      expectOk(await table.members[0]!.player.call('startGame', { roomId }), 'startGame');
      const seated = table.members.filter((member) => member.seat !== null);
      const submissions = await Promise.all(
        seated.map((member, i) =>
          driveSeat(admin.db, roomId, member, {
            random: randomSource(4242 + i),
            done: (view) => view.phase === 'game-over',
            style: () => COPY_STYLES[0],
          }),
        ),
      );
      const game = await storedGame(admin.db, roomId);
      expect(game.phase).toBe('game-over');
      for (const member of table.members) await member.feed.until((v) => v.view.phase === 'game-over');

      const keys = keysOf(game);
      expect(keys.every((key) => /^[0-9a-f]{64}$/.test(key))).toBe(true);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.length).toBeGreaterThanOrEqual(game.handNumber);
      expect(game.dealing).toMatchObject({ kind: 'keyed', next: null });

      const during = table.members.flatMap((member, m) =>
        member.feed.received
          .filter((received) => received.view.phase !== 'game-over')
          .map(
            (received) => [`member ${m} view v${received.version}`, JSON.stringify(received.view)] as const,
          ),
      );
      const roomDocs = rooms.flatMap((docs, m) =>
        docs.map((text, i) => [`member ${m} room #${i}`, text] as const),
      );
      const answers = submissions.flat().map((s, i) => [`answer ${i}`, JSON.stringify(s.outcomes)] as const);
      expect(during.length).toBeGreaterThan(20);
      expect(roomDocs.length).toBeGreaterThan(5);
      expect(keysIn(keys, [...during, ...roomDocs, ...answers])).toEqual([]);
      expect(during.filter(([, text]) => !text.includes('"replayLink":null'))).toEqual([]);
      expect(roomDocs.filter(([, text]) => /replayLink|dealing|"keys"/.test(text))).toEqual([]);
      // Nor under another name: no string of a view during play or of the public room reads as a
      // replay link that deals this game (the replay of a game in progress is never made).
      const links = [...during, ...roomDocs].flatMap(([where, text]) =>
        replayLinksIn(JSON.parse(text), game).map((path) => `${where}: ${path}`),
      );
      expect(links).toEqual([]);

      // Once the game is over every member's view holds the replay link: the keys and every move.
      for (const member of table.members) {
        const last = member.feed.latest()!.view;
        expect(decodeGame(last.replayLink!)).toEqual({ ok: true, value: recordOf(game) });
        expect(replayLinksIn(last, game)).toEqual(['replayLink']);
      }
    } finally {
      await table.close();
    }
  }, 300_000);

  it('never deals what a chosen seed deals: a record of seed 777 and no moves gets fresh server deals', async () => {
    const eve = await signIn('eve');
    try {
      const record = { settings: HOUSE, seed: 777, actions: [] };
      const chosen = createGame(HOUSE, 777);
      const rooms = await Promise.all(
        [1, 2].map(async () => {
          const { roomId } = expectOk<ResponseOf<'createRoomFromGame'>>(
            await eve.call('createRoomFromGame', { name: 'Eve', record }),
            'createRoomFromGame',
          );
          return roomId;
        }),
      );
      const games = await Promise.all(rooms.map((roomId) => storedGame(admin.db, roomId)));
      for (const game of games) {
        expect(game.dealing).toMatchObject({
          kind: 'keyed',
          keys: [expect.stringMatching(/^[0-9a-f]{64}$/)],
        });
        for (const seat of [0, 1, 2, 3] as const) expect(game.hands[seat]).not.toBe(chosen.hands[seat]);
      }
      expect(keysOf(games[0]!)).not.toEqual(keysOf(games[1]!));
      // What Eve herself is shown is the fresh deal, not the one she computed.
      const feed = eve.watch(rooms[0]!);
      const view = (await feed.until((v) => v.view.self !== null)).view;
      expect(view.self!.hand).toEqual(dominoesIn(games[0]!.hands[0]));
      expect(view.self!.hand).not.toEqual(dominoesIn(chosen.hands[0]));
    } finally {
      await eve.close();
    }
  }, 120_000);

  it('deals every daily table of a date the same, from a secret no client can read, even when the first tables of a fresh database are made at once', async () => {
    const date = new Date().toISOString().slice(0, 10);
    // A fresh database: no secret yet, so the first daily calls (four at once) race to create it.
    await admin.db.doc(DAILY_SECRET_PATH).delete();
    const people = await Promise.all(['dee', 'dan', 'dot', 'del'].map((label) => signIn(label)));
    const [dee, dan] = [people[0]!, people[1]!];
    // Four calls at once need four workers (support/warm-functions.ts). Three of them started on
    // demand beside the soak's busy cores, and one call went unanswered past the 70 s a call is
    // given, though no handler ran longer than 42 s.
    await warmFunctions(dee, { playDaily: people.length });
    try {
      const roomIds = await Promise.all(people.map(dailyRoom));
      const racers = await Promise.all(roomIds.slice(2).map((roomId) => storedGame(admin.db, roomId)));
      const feeds = [dee, dan].map((host, i) => host.watch(roomIds[i]!));
      const rooms = [dee, dan].map((host, i) => host.watchRoom(roomIds[i]!));
      const [first, second] = await Promise.all(
        roomIds.slice(0, 2).map((roomId) => storedGame(admin.db, roomId)),
      );
      expect(second!.hands).toEqual(first!.hands);
      expect(second!.shaker).toBe(first!.shaker);
      expect(first!.hands).not.toEqual(oldDailyDeal(date).hands);
      for (const racer of racers) expect(keysOf(racer)).toEqual(keysOf(first!));

      // The key is HMAC-SHA256 of the server's secret and "daily/<date>/0"; a client reads neither.
      const secret = (await admin.db.doc(DAILY_SECRET_PATH).get()).get('key') as string;
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      const key = createHmac('sha256', Buffer.from(secret, 'hex')).update(`daily/${date}/0`).digest('hex');
      expect(keysOf(first!)).toEqual([key]);
      expect(await dee.read(DAILY_SECRET_PATH)).toBe('denied');

      // Dee plays her table's hand to its end: no document she can read ever holds the key.
      await driveSeat(
        admin.db,
        roomIds[0]!,
        { player: dee, seat: 0, coaching: null, feed: feeds[0]! },
        {
          random: randomSource(7),
          done: (view) => view.result !== null,
          style: () => COPY_STYLES[0],
        },
      );
      expect((await storedRoom(admin.db, roomIds[0]!)).status).toBe('finished');
      const last = feeds[0]!.latest()!.view;
      expect(last.result?.kind).toBe('daily-challenge');
      expect(last.result?.shareText).not.toMatch(/practice/);
      expect(last.replayLink).toBeNull();
      const publicRoom = await dee.read(roomPath(roomIds[0]!));
      const ownView = await dee.read(viewPath(roomIds[0]!, dee.uid));
      const texts = [
        ...feeds.flatMap((feed, f) =>
          feed.received.map((r) => [`view ${f} v${r.version}`, JSON.stringify(r)] as const),
        ),
        ...rooms.flatMap((docs, f) => docs.map((text, i) => [`room ${f} #${i}`, text] as const)),
        ['room read', JSON.stringify(publicRoom)] as const,
        ['view read', JSON.stringify(ownView)] as const,
      ];
      expect(keysIn([key, secret, ...keysOf(second!)], texts)).toEqual([]);
    } finally {
      await Promise.all(people.map((player) => player.close()));
    }
  }, 300_000);
});
