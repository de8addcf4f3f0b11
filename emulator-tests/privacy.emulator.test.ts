// Test 5, privacy: tables with every kind of member (two players, a coach of one of them whom
// that player accepted, a spectator; the AI in the other seats) play a short game to its end, on a
// turn clock, and every view document each member's listener received (the players' own, the
// coached seat's shared coach view, the spectators' shared view) is put through the multiplayer
// layer's privacy scan against the true game at that moment: no unplayed domino of a hand the
// member may not see, no seed, PRNG state, deal key or replay link before the game is over, and
// never the "continue on another phone" link a player made before the start, nor its stored hash.
// Once each hand is over every member's view shows every dealt hand (the hand review's input);
// the coach's view shows exactly the coached seat's hand all along. (The concurrency test scans
// its views as well.)
import { createHash } from 'node:crypto';
import { setLogLevel } from 'firebase/firestore';
import {
  SEATS,
  SPECTATOR_VIEW_ID,
  coachViewId,
  decodeGame,
  dominoesIn,
  encodeGame,
  recordOf,
  transferPath,
  viewsPath,
} from '@texas42/shared';
import type { GameState, PlayerView, RevealedHand, Seat, TransferOffer } from '@texas42/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from './support/admin';
import { COPY_STYLES } from './support/drive';
import { playTables } from './support/play-tables';
import { signIn } from './support/player';
import { warmFunctions } from './support/warm-functions';
import type { PlayedTable } from './support/play-tables';
import { keysOf, logPositionOf, privacyProblems, statesOf } from './support/privacy-scan';

const TABLES = 2;
/** Function workers started before play: one for each lobby call, one per table for each move. */
const WORKERS = {
  createRoom: 1,
  joinRoom: 1,
  answerCoach: 1,
  configureRoom: 1,
  startGame: 1,
  offerTransfer: 1,
  placeBet: TABLES,
  selectTrump: TABLES,
  playDomino: TABLES,
  agree: TABLES,
};
const SEED = 5_500_042;

describe('privacy: every view document written during short games', () => {
  const admin = adminFirestore();
  let tables: PlayedTable[];
  /** Per room, the secrets of the transfer link its seat-1 player made: the token, its secret
   * part and the hash the server stores. */
  const secrets = new Map<string, string[]>();

  beforeAll(async () => {
    setLogLevel('silent');
    const started = performance.now();
    const warmer = await signIn('warmer');
    await warmFunctions(warmer, WORKERS);
    await warmer.close();
    tables = await playTables(admin.db, {
      tables: TABLES,
      atOnce: TABLES,
      joiners: () => ['sit', { coach: 1 }, 'watch'],
      changes: { settings: { target: { kind: 'marks', value: 2 } }, turnTimeLimit: 3_600_000 },
      done: (view) => view.phase === 'game-over',
      style: () => COPY_STYLES[0],
      agreeTogether: false,
      seed: SEED,
      beforeStart: async (table) => {
        const outcome = await table.members[1]!.player.call('offerTransfer', { roomId: table.roomId });
        if (!outcome.ok) throw new Error(`offerTransfer failed: ${outcome.message}`);
        const { token } = outcome.data as TransferOffer;
        const secret = token.slice(token.lastIndexOf('.') + 1);
        const stored = (await admin.db.doc(transferPath(table.members[1]!.player.uid)).get()).get(
          'secretHash',
        );
        expect(stored).toBe(createHash('sha256').update(secret).digest('hex'));
        secrets.set(table.roomId, [secret, stored as string]);
      },
    });
    const views = tables.flatMap((t) => t.members).reduce((n, m) => n + m.views.length, 0);
    console.log(
      `privacy: ${TABLES} games, ${views} views in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 600_000);

  afterAll(() => admin.close());

  it('plays each game to its end with players, a coach and a spectator listening', () => {
    for (const { room, members } of tables) {
      expect(room.game!.phase).toBe('game-over');
      expect(members.map((m) => [m.seat, m.coaching])).toEqual([
        [0, null],
        [1, null],
        [null, 1],
        [null, null],
      ]);
      for (const member of members) expect(member.views.length).toBeGreaterThan(10);
    }
  });

  it("keeps one view per player, one the spectators share and one for the coached seat's coaches", async () => {
    for (const { roomId, members } of tables) {
      const ids = (await admin.db.collection(viewsPath(roomId)).listDocuments()).map((ref) => ref.id);
      const players = members.filter((m) => m.seat !== null).map((m) => m.uid);
      expect(ids.sort()).toEqual([...players, SPECTATOR_VIEW_ID, coachViewId(1)].sort());
    }
  });

  it('finds no hidden domino, seed, PRNG state, deal key, replay link or transfer link in any view a member received', () => {
    const problems: string[] = [];
    for (const { room, members } of tables) {
      const states = statesOf(room.game!);
      expect(secrets.get(room.id)).toHaveLength(2);
      for (const member of members)
        for (const { version, view } of member.views)
          for (const problem of privacyProblems(states, member, view, secrets.get(room.id)))
            problems.push(
              `${room.id} v${version}, seat ${member.seat} coaching ${member.coaching}: ${problem}`,
            );
    }
    expect(problems).toEqual([]);
  });

  it("shows the spectators every hand once a hand is over and none before, and the coach exactly the coached seat's hand", () => {
    /** A hand as the view should reveal it: what the seat holds, and its whole deal. */
    const truth = (state: GameState, seat: Seat) => {
      const played = [...state.tricks.flatMap((t) => t.plays), ...state.trick]
        .filter((p) => p.seat === seat)
        .map((p) => p.domino);
      const hand = dominoesIn(state.hands[seat]);
      return { seat, hand, dealt: [...hand, ...played].sort((a, b) => a - b) };
    };
    const plain = (hands: readonly RevealedHand[]) =>
      hands.map((h) => ({ seat: h.seat, hand: [...h.hand], dealt: [...h.dealt].sort((a, b) => a - b) }));
    let handsOver = 0;
    for (const { room, members } of tables) {
      const states = statesOf(room.game!);
      const spectator = members.find((m) => m.seat === null && m.coaching === null)!;
      const coach = members.find((m) => m.coaching === 1)!;
      for (const { view } of spectator.views) {
        const state = states[logPositionOf(view)]!;
        if (view.phase === 'game-over') continue;
        const over = view.phase === 'hand-complete';
        if (over) handsOver++;
        expect(plain(view.revealedHands)).toEqual(over ? SEATS.map((seat) => truth(state, seat)) : []);
      }
      for (const { view } of coach.views) {
        const state = states[logPositionOf(view)]!;
        const coached = view.revealedHands.find((h) => h.seat === 1);
        expect(coached && plain([coached])).toEqual([truth(state, 1)]);
        // At a hand's end everyone may be shown every hand; before it, only the coached seat's.
        if (view.phase !== 'hand-complete' && view.phase !== 'game-over')
          expect(view.revealedHands.map((h) => h.seat)).toEqual([1]);
      }
    }
    expect(handsOver).toBeGreaterThan(0);
  });

  it('would catch a hidden domino, a replay link (in its field or any other), a large number, a deal key or a transfer secret planted in a received view', () => {
    const { room, members } = tables[0]!;
    const states = statesOf(room.game!);
    const player = members[0]!;
    const { view } = player.views.find((v) => v.view.phase === 'playing')!;
    const state = states[logPositionOf(view)]!;
    const hidden = dominoesIn(state.hands[2])[0]!;
    // The link of the game so far, as a server that made it too early would write it.
    const linkSoFar = encodeGame(recordOf(state));
    expect(linkSoFar.ok).toBe(true);
    const planted = [
      { ...view, hints: [{ action: { type: 'play', seat: 2, domino: hidden }, reason: 'x' }] },
      { ...view, players: view.players.map((p) => ({ ...p, hand: dominoesIn(state.hands[p.seat]) })) },
      { ...view, replayLink: '2AAAA' },
      { ...view, replayLink: linkSoFar.ok ? linkSoFar.value : null },
      {
        ...view,
        hints: [{ action: { type: 'pass', seat: 0 }, reason: linkSoFar.ok ? linkSoFar.value : '' }],
      },
      { ...view, note: 123_456_789 },
      { ...view, note: keysOf(room.game!).at(-1) },
      ...secrets.get(room.id)!.map((secret) => ({ ...view, note: `continue/${secret}` })),
    ] as PlayerView[];
    for (const leaky of planted)
      expect(privacyProblems(states, player, leaky, secrets.get(room.id))).not.toEqual([]);
    expect(privacyProblems(states, player, view, secrets.get(room.id))).toEqual([]);
  });

  it("shows no other seat's hand before a hand is over and every dealt hand to every member once it is", () => {
    let handEnds = 0;
    for (const { members } of tables)
      for (const member of members)
        for (const { view } of member.views) {
          const others = [0, 1, 2, 3].filter((seat) => seat !== member.seat);
          if (view.phase === 'hand-complete' || view.phase === 'game-over') {
            expect(view.revealedHands.map((h) => h.seat)).toEqual(others);
            for (const hand of view.revealedHands) expect(hand.dealt).toHaveLength(7);
            handEnds++;
          } else
            expect(view.revealedHands.map((h) => h.seat)).toEqual(
              member.coaching === null ? [] : [member.coaching],
            );
        }
    expect(handEnds).toBeGreaterThanOrEqual(tables.length * 4);
  });

  it('shows the hands and the replay link (the deal keys) once the game is over', () => {
    for (const { room, members } of tables) {
      for (const member of members) {
        const last = member.views[member.views.length - 1]!.view;
        expect(last.phase).toBe('game-over');
        expect(decodeGame(last.replayLink!)).toEqual({ ok: true, value: recordOf(room.game!) });
        expect(last.revealedHands.length).toBeGreaterThan(0);
      }
    }
  });
});
