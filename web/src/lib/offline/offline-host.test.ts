import {
  AI_PLAYERS,
  LESSONS,
  bidOutlook,
  decisionSeed,
  dominoName,
  drain,
  hintInSteps,
  lessonDeal,
  momentOf,
  moveRequest,
} from '@texas42/shared';
import type { Action, Moment, PlayerView, Room } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import type { RoomDocument, ViewDocument } from '../game-client';
import { outlookKey } from '../outlook-sheets';
import { createOfflineHost } from './offline-host';
import type { OfflinePush, OfflineRequest } from './offline-protocol';

/** The page's createRoom call. */
const create = (name: string): OfflineRequest => ({ callable: 'createRoom', payload: { name } });

/** A host on a fake clock: scheduled AI moves wait in a queue until `tick`; each AI decision takes
 * `thinkMs` of that clock. A hint at a table with hints on is in `hintMs` after it was asked for,
 * as from a thread of its own (hint-thread.ts); a bid's or a trump's move is in `moveMs` after,
 * before its chance. */
function setup(aiDelayMs = 500, thinkMs = 0, hintMs = 0, moveMs = hintMs) {
  const timers: { task: () => void; at: number }[] = [];
  let clock = 1_000_000;
  let seed = 7;
  const pushes: OfflinePush[] = [];
  /** The clock at each push. */
  const pushedAt: number[] = [];
  const hints = { asked: [] as number[], cancelled: 0 };
  const schedule = (task: () => void, ms: number) => {
    const timer = { task, at: clock + ms };
    timers.push(timer);
    return () => void timers.splice(timers.indexOf(timer) >>> 0, 1);
  };
  const host = createOfflineHost({
    now: () => clock,
    seed: () => seed++,
    schedule,
    aiDelayMs,
    strategy: (view) => {
      clock += thinkMs;
      return AI_PLAYERS.heuristic(view, 3) ?? view.validActions[0]!;
    },
    hint: (view, heard) => {
      hints.asked.push(clock);
      const { hint, finish } = hintInSteps(view);
      const cancels = [
        ...(finish === null ? [] : [schedule(() => heard(hint, true), moveMs)]),
        schedule(() => {
          const finished = finish === null ? { hint, outlook: null } : drain(finish);
          heard(finished.hint, false, finished.outlook);
        }, hintMs),
      ];
      return () => {
        hints.cancelled++;
        cancels.forEach((cancel) => cancel());
      };
    },
    push: (message) => {
      pushes.push(message);
      pushedAt.push(clock);
    },
  });
  const last = <T extends OfflinePush['type']>(type: T) =>
    pushes.filter((p): p is Extract<OfflinePush, { type: T }> => p.type === type).at(-1);
  const roomId = () => last('room')!.roomId;
  return {
    roomId,
    /** The page's startGame call. */
    start: (version?: number): OfflineRequest => ({
      callable: 'startGame',
      payload: { roomId: roomId(), version },
    }),
    /** The page's call for a move its view offers, as online. */
    act: (action: Action, version?: number): OfflineRequest => moveRequest(action, roomId(), version)!,
    host,
    pushes,
    pushedAt,
    hints,
    timers,
    room: (): RoomDocument => last('room')!.room,
    view: (): ViewDocument => last('view')!.view,
    saved: (): Room => last('save')!.room,
    /** Runs the timer due first, advancing the clock to it; false when none is waiting. */
    tick: () => {
      const first = timers.reduce((a, b) => (b.at < a.at ? b : a), timers[0]!);
      if (!first) return false;
      const timer = timers.splice(timers.indexOf(first), 1)[0]!;
      clock = Math.max(clock, timer.at);
      timer.task();
      return true;
    },
  };
}

describe('the offline table', () => {
  it('opens a lobby with the player in seat 0 and three AI seats', () => {
    const t = setup();
    const reply = t.host.handle(create('Mia'));
    expect(reply).toEqual({
      ok: true,
      answer: { roomId: expect.stringMatching(/^offline-/), version: 1, code: expect.any(String) },
    });
    expect(t.room().status).toBe('lobby');
    expect(t.room().lobby.seats.map((s) => s.kind)).toEqual(['human', 'ai', 'ai', 'ai']);
    expect(t.pushes.some((p) => p.type === 'view')).toBe(false);
  });

  /** A table at the AI's turn, just after the player's own move (the clock at that move). */
  const atAiTurn = (t: ReturnType<typeof setup>) => {
    t.host.handle(create('Mia'));
    t.host.handle(t.start(t.room().version));
    while (t.timers.length === 0) {
      const { view, version } = t.view();
      t.host.handle(t.act(view.validActions[0]!, version));
    }
    return { version: t.view().version, at: t.timers[0]!.at };
  };

  it('paces AI moves: the AI thinks at once, and its move shows when the delay has passed', () => {
    const t = setup(650);
    const { version, at } = atAiTurn(t);
    expect(t.timers.map((timer) => timer.at - at)).toEqual([0]);
    t.tick();
    expect(t.view().version).toBe(version);
    expect(t.timers.map((timer) => timer.at - at)).toEqual([650]);
    t.tick();
    expect(t.view().version).toBe(version + 1);
    // The move bears the time it is shown, so a turn clock it starts runs from then.
    expect(t.saved().turnSince).toBe(at + 650);
  });

  it('spends the pause thinking: a slow decision is shown at the pause’s end, a slower one once decided', () => {
    const slow = setup(650, 400);
    const first = atAiTurn(slow);
    slow.tick();
    expect(slow.timers.map((timer) => timer.at - first.at)).toEqual([650]);
    const slower = setup(650, 900);
    const second = atAiTurn(slower);
    slower.tick();
    expect(slower.timers.map((timer) => timer.at - second.at)).toEqual([900]);
    slower.tick();
    expect(slower.view().version).toBe(second.version + 1);
  });

  it('drops a move thought out on a table that changed before it showed', () => {
    const t = setup(650);
    const { version } = atAiTurn(t);
    t.tick();
    expect(t.host.handle({ callable: 'leaveRoom', payload: { roomId: t.roomId() } }).ok).toBe(true);
    expect(t.timers).toEqual([]);
    expect(t.room().version).toBe(version + 1);
    expect(t.room().lobby.seats.map((slot) => slot.kind)).toEqual(['ai', 'ai', 'ai', 'ai']);
  });

  it('refuses a move made against an older version and keeps the table as it was', () => {
    const t = setup();
    t.host.handle(create('Mia'));
    t.host.handle(t.start(t.room().version));
    while (t.view().view.turn !== 0) t.tick();
    const { version, view } = t.view();
    const reply = t.host.handle(t.act(view.validActions[0]!, version - 1));
    expect(reply).toEqual({ ok: false, error: expect.objectContaining({ code: 'room/stale' }) });
    expect(t.view().version).toBe(version);
  });

  it('plays a whole hand with the player and three AIs, showing the player only their own hand until the hand is over', () => {
    const t = setup();
    t.host.handle(create('Mia'));
    t.host.handle(t.start(t.room().version));
    let hands = 1;
    for (let i = 0; i < 500 && hands === 1; i++) {
      const { view, version } = t.view();
      expect(Object.keys(view.self ?? {})).toEqual(['seat', 'hand']);
      const over = view.phase === 'hand-complete' || view.phase === 'game-over';
      expect(view.revealedHands.map((h) => h.seat)).toEqual(over ? [1, 2, 3] : []);
      if (view.validActions.length > 0) {
        expect(t.host.handle(t.act(view.validActions[0]!, version)).ok).toBe(true);
      } else expect(t.tick()).toBe(true);
      hands = (t.view().view as PlayerView).handNumber;
    }
    expect(hands).toBe(2);
    expect(t.saved().game?.handNumber).toBe(2);
    expect(t.saved().game?.marks.reduce((a, b) => a + b)).toBe(1);
  });

  it('pauses a table the player has left, as online: the AI does not play on by itself', () => {
    const t = setup();
    t.host.handle(create('Mia'));
    t.host.handle(t.start(t.room().version));
    expect(t.timers.length + t.view().view.validActions.length).toBeGreaterThan(0);
    expect(t.host.handle({ callable: 'leaveRoom', payload: { roomId: t.roomId() } }).ok).toBe(true);
    expect(t.room().lobby.seats.map((slot) => slot.kind)).toEqual(['ai', 'ai', 'ai', 'ai']);
    expect(t.timers).toEqual([]);
  });

  it('picks a saved game up where it was, AI to move included', () => {
    const first = setup();
    first.host.handle(create('Mia'));
    first.host.handle(first.start(first.room().version));
    const saved = JSON.parse(JSON.stringify(first.saved())) as Room;
    const second = setup();
    expect(second.host.handle({ op: 'restore', room: saved })).toMatchObject({
      ok: true,
      answer: { roomId: saved.id, version: saved.version },
    });
    expect(second.view().view).toEqual(first.view().view);
    expect(second.timers.length).toBe(first.timers.length);
  });

  it('takes a later save of the game it holds in place of its own, and drops the AI move it had coming', () => {
    // Another tab played the game on; this tab's table, handed that tab's save, plays on from it.
    const here = setup();
    here.host.handle(create('Mia'));
    here.host.handle(here.start(here.room().version));
    const elsewhere = setup();
    elsewhere.host.handle({ op: 'restore', room: JSON.parse(JSON.stringify(here.saved())) as Room });
    while (elsewhere.room().version < here.room().version + 2 && elsewhere.tick());
    const later = JSON.parse(JSON.stringify(elsewhere.saved())) as Room;
    expect(later.version).toBeGreaterThan(here.room().version);
    const pending = here.timers.length;
    expect(here.host.handle({ op: 'restore', room: later })).toMatchObject({ ok: true });
    expect(here.view().view).toEqual(elsewhere.view().view);
    expect(here.saved().version).toBe(later.version);
    // Only the later game's own AI move waits, if any: the one thought out before it was dropped.
    expect(here.timers.length).toBe(elsewhere.timers.length);
    expect(pending).toBeGreaterThan(0);
  });

  /** A game with hints on, saved at an AI seat's turn and at the player's (whose hint the table
   * that plays it asks for). */
  const savedAtEachTurn = () => {
    const playing = setup();
    playing.host.handle(create('Mia'));
    const hints = { changes: { transformers: [{ name: 'hints' }] } };
    playing.host.handle({ callable: 'configureRoom', payload: { roomId: playing.roomId(), ...hints } });
    playing.host.handle(playing.start(playing.room().version));
    const saved = new Map<'ai' | 'player', Room>();
    while (saved.size < 2) {
      const { view, version } = playing.view();
      const turn = view.turn === 0 && view.validActions.length > 0 ? 'player' : 'ai';
      if (!saved.has(turn)) saved.set(turn, JSON.parse(JSON.stringify(playing.saved())) as Room);
      if (turn === 'player') playing.host.handle(playing.act(view.validActions[0]!, version));
      else expect(playing.tick()).toBe(true);
    }
    return saved;
  };

  it('shows a saved game to a tab that only reads it: its documents, and no AI move, hint or save', () => {
    for (const [turn, room] of savedAtEachTurn()) {
      // A table with a move of its own coming, which gives way.
      const reading = setup();
      atAiTurn(reading);
      const before = reading.pushes.length;
      const asked = reading.hints.asked.length;
      expect(reading.host.handle({ op: 'show', room }), turn).toMatchObject({
        ok: true,
        answer: { roomId: room.id, version: room.version },
      });
      expect(reading.pushes.slice(before).map((push) => push.type)).toEqual(['room', 'view']);
      expect(reading.view().version).toBe(room.version);
      expect(reading.timers, turn).toEqual([]);
      expect(reading.hints.asked.length).toBe(asked);
    }
  });

  it('stops what it runs on a game another tab took: no AI move and no hint come, and nothing is pushed', () => {
    for (const [turn, room] of savedAtEachTurn()) {
      // The table plays the game: the AI's move is coming, or the player's hint is being worked out.
      const t = setup(500, 0, 2_000);
      t.host.handle({ op: 'restore', room });
      expect(t.timers.length, turn).toBeGreaterThan(0);
      const before = t.pushes.length;
      // A stop for another game (the table has moved on to a lesson, say) leaves it running.
      expect(t.host.handle({ op: 'stop', roomId: 'offline-another' }).ok).toBe(true);
      expect(t.timers.length, turn).toBeGreaterThan(0);
      const cancelled = t.hints.cancelled;
      expect(t.host.handle({ op: 'stop', roomId: room.id }), turn).toMatchObject({
        ok: true,
        answer: { roomId: room.id, version: room.version },
      });
      expect(t.timers, turn).toEqual([]);
      if (turn === 'player') expect(t.hints.cancelled).toBe(cancelled + 1);
      expect(t.pushes.length, turn).toBe(before);
      // Taken back (Play here: the save read again), it plays on.
      t.host.handle({ op: 'restore', room: structuredClone(room) });
      expect(t.timers.length, turn).toBeGreaterThan(0);
    }
  });

  it('checks every request with its callable schema first, as the server does, and changes nothing it refuses', () => {
    const t = setup();
    for (const name of ['AI 2', 'Eve\u202e', '\u200b', 'Mia\nBo'])
      expect(t.host.handle(create(name)), name).toMatchObject({
        ok: false,
        error: { code: 'payload/name' },
      });
    expect(t.pushes).toEqual([]);
    expect(t.host.handle(create('  Mia  ')).ok).toBe(true);
    expect(t.room().lobby.seats[0]!.name).toBe('Mia');
    const pushed = t.pushes.length;
    const version = t.room().version;
    const roomId = t.roomId();
    const refused = [
      { callable: 'configureRoom', payload: { roomId, changes: { turnTimeLimit: Infinity }, version } },
      { callable: 'configureRoom', payload: { roomId, changes: { settings: { sevens: 'yes' } }, version } },
      { callable: 'takeSeat', payload: { roomId, seat: 7, version } },
      { callable: 'swapSeats', payload: { roomId, seats: [1, 1], version } },
      { callable: 'startGame', payload: { roomId, version: -1 } },
      { callable: 'startGame', payload: { roomId: 'offline-another', version } },
      { callable: 'dealAgain', payload: { roomId } },
    ] as unknown as OfflineRequest[];
    for (const request of refused)
      expect(t.host.handle(request), JSON.stringify(request)).toMatchObject({ ok: false });
    expect(t.pushes).toHaveLength(pushed);
    t.host.handle(t.start(version));
    while (t.view().view.turn !== 0) t.tick();
    const { view } = t.view();
    const move = t.act(view.validActions[0]!, t.view().version) as Extract<
      OfflineRequest,
      { callable: string }
    >;
    const garbled = { ...move, payload: { ...move.payload, seat: 9 } } as unknown as OfflineRequest;
    expect(t.host.handle(garbled)).toMatchObject({
      ok: false,
      error: { code: 'payload/seat' },
    });
  });

  it('shows a bid’s move as soon as it is in, and the same version again with its chance', () => {
    const t = setup(650, 0, 2_000, 300);
    t.host.handle(create('Mia'));
    const hints = { changes: { transformers: [{ name: 'hints' }] } };
    t.host.handle({ callable: 'configureRoom', payload: { roomId: t.roomId(), ...hints } });
    t.host.handle(t.start(t.room().version));
    while (!(t.view().view.turn === 0 && t.view().view.phase === 'bidding')) expect(t.tick()).toBe(true);
    const { version } = t.view();
    while (t.timers.length > 0) t.tick();
    const pushed = t.pushes.flatMap((p, i) =>
      p.type === 'view' && p.view.version === version
        ? [{ hints: (p.view.view as PlayerView).hints, at: t.pushedAt[i]! }]
        : [],
    );
    // The turn with no hint yet when it showed before the move was in (the player bids first),
    // then the move with words that say its chance is coming, then the same move with its chance.
    const [move, finished] = pushed.slice(-2).map(({ hints }) => hints[0]!);
    expect(pushed.length).toBeLessThanOrEqual(3);
    expect(pushed.slice(0, -2).map(({ hints }) => hints)).toEqual(pushed.length === 3 ? [[]] : []);
    expect(move!.reason).toMatch(/^(Bid \d+|Pass): working out how often .*…$/);
    expect(finished!.reason).toMatch(/^(Bid \d+|Pass): .* about \d+% of the time$/);
    expect(finished!.action).toEqual(move!.action);
    // Asked for at the start of the AI's pause before the turn (or with the game's start): the
    // move shows with the turn, or 300 ms after it was asked for if later; the chance 2 s after.
    const asked = t.hints.asked.at(-1)!;
    expect(pushed.at(-1)!.at).toBe(asked + 2_000);
    expect(pushed.at(-2)!.at).toBe(Math.max(asked + 300, pushed[0]!.at));
    // With the chance, the sheet it was read from, for "Help me bid" on the same question.
    const view = t.pushes.flatMap((p) => (p.type === 'view' && p.view.version === version ? [p] : []))[0]!
      .view.view as PlayerView;
    const sheets = t.pushes.filter((p) => p.type === 'outlook');
    expect(sheets).toEqual([
      {
        type: 'outlook',
        key: outlookKey({ view, seed: decisionSeed(view) }),
        outlook: bidOutlook(view, decisionSeed(view)),
      },
    ]);
  });

  it('leaves the version alone when the player configures what the table already has', () => {
    const t = setup();
    t.host.handle(create('Mia'));
    const version = t.room().version;
    const pushed = t.pushes.length;
    expect(
      t.host.handle({
        callable: 'configureRoom',
        payload: { roomId: t.roomId(), changes: { preset: 'house' }, version },
      }).ok,
    ).toBe(true);
    expect(t.pushes).toHaveLength(pushed);
    expect(
      t.host.handle({
        callable: 'configureRoom',
        payload: { roomId: t.roomId(), changes: { preset: 'tournament' }, version },
      }).ok,
    ).toBe(true);
    expect(t.room().version).toBe(version + 1);
  });
});

describe('a lesson at the offline table', () => {
  const lesson = LESSONS.find((l) => l.id === 'tricks')!;
  /** The lesson's deal with no step guiding it, so every turn of the student's has its hint. */
  const unguided = { ...lessonDeal(lesson), guided: [] };

  it('deals the lesson from its deal alone, the player a student at a one-hand table', () => {
    const t = setup();
    const reply = t.host.handle({
      op: 'lesson',
      lesson: unguided,
      name: 'You',
    });
    expect(reply).toMatchObject({ ok: true, answer: { roomId: expect.stringMatching(/^lesson-tricks-/) } });
    expect(t.view().view.capabilities.map((c) => c.type)).toEqual([
      'act-as-player',
      'see-hints',
      'configure-room',
    ]);
    expect(t.view().view.self!.hand.map(dominoName)).toEqual(expect.arrayContaining(['4-3', '5-4']));
  });

  /** The lesson's table at `t`, played by the student's first choice each turn until `turns` of
   * their turns came after an AI move: each such turn's views (as first pushed, then the same
   * version's later ones) with the clock at each push. */
  const studentTurns = (t: ReturnType<typeof setup>, turns: number) => {
    t.host.handle({
      op: 'lesson',
      lesson: unguided,
      name: 'You',
    });
    type Pushed = { view: PlayerView; at: number };
    const seen: { first: Pushed; later: Pushed[] }[] = [];
    const viewsOf = (version: number) =>
      t.pushes.flatMap((p, i) =>
        p.type === 'view' && p.view.version === version
          ? [{ view: p.view.view as PlayerView, at: t.pushedAt[i]! }]
          : [],
      );
    for (let i = 0; i < 400 && seen.length < turns; i++) {
      const { view, version } = t.view();
      if (view.validActions.length > 0 && t.timers.length === 0) {
        t.host.handle(t.act(view.validActions[0]!, version));
        continue;
      }
      if (!t.tick()) break;
      const after = t.view();
      if (after.version > version && after.view.turn === 0) {
        while (t.timers.length > 0 && t.view().version === after.version) t.tick();
        const [first, ...later] = viewsOf(after.version);
        seen.push({ first: first!, later });
      }
    }
    return seen;
  };

  it('asks for the hint of the student’s turn as the AI’s pause before it starts, and shows it with the turn once in by then', () => {
    const t = setup(650, 0, 400);
    const turns = studentTurns(t, 4);
    expect(turns).toHaveLength(4);
    for (const { first, later } of turns) {
      expect(first.view.hints.map((hint) => hint.reason)).toEqual([expect.any(String)]);
      expect(later).toEqual([]);
      // Asked for 650 ms before the turn showed: at the AI move's decision, when the pause began.
      expect(t.hints.asked).toContain(first.at - 650);
    }
  });

  it('shows the student their turn at once when its hint outlasts the pause, and the hint when it is in', () => {
    const t = setup(650, 0, 2_000);
    const turns = studentTurns(t, 3);
    expect(turns).toHaveLength(3);
    for (const { first, later } of turns) {
      expect(first.view.hints).toEqual([]);
      expect(first.view.validActions.length).toBeGreaterThan(0);
      expect(later.map(({ view }) => view.hints.length)).toEqual([1]);
      expect(later[0]!.view.validActions).toEqual(first.view.validActions);
      // In 2 s after it was asked for, at the pause's start: 1,350 ms after the turn showed.
      expect(later[0]!.at - first.at).toBe(2_000 - 650);
    }
  });

  it('works out no hint at a moment a step of the lesson guides, where the page shows none', () => {
    const t = setup(650);
    t.host.handle({ op: 'lesson', lesson: lessonDeal(lesson), name: 'You' });
    const turns: { moment: Moment | null; hinted: boolean }[] = [];
    for (let i = 0; i < 400; i++) {
      const { view, version } = t.view();
      if (view.validActions.length > 0 && t.timers.length === 0) {
        // The student's turn (not a Next, which is nobody's turn), once every timer has run.
        if (view.turn === 0) turns.push({ moment: momentOf(view), hinted: view.hints.length > 0 });
        t.host.handle(t.act(view.validActions[0]!, version));
      } else if (!t.tick()) break;
    }
    const guided = new Set<Moment | null>(lesson.steps.map((step) => step.at));
    expect(turns.filter(({ moment }) => guided.has(moment))).not.toEqual([]);
    expect(turns.filter(({ moment }) => !guided.has(moment))).not.toEqual([]);
    for (const { moment, hinted } of turns)
      expect({ moment, hinted }).toEqual({ moment, hinted: !guided.has(moment) });
    expect(t.hints.asked).toHaveLength(turns.filter(({ hinted }) => hinted).length);
  });

  it('takes back the table this tab kept mid-hand, as it was, and works out no hint at a moment a step guides', () => {
    const dealt = setup(650);
    dealt.host.handle({ op: 'lesson', lesson: lessonDeal(lesson), name: 'You' });
    // The student's bid, which a step guides: the table as kept there, handed to a fresh worker.
    while (dealt.view().view.turn !== 0) dealt.tick();
    expect(momentOf(dealt.view().view)).toBe('bid');
    const t = setup(650);
    const reply = t.host.handle({ op: 'lesson', lesson: lessonDeal(lesson), kept: dealt.saved() });
    expect(reply).toEqual({
      ok: true,
      answer: { roomId: dealt.roomId(), version: dealt.view().version, code: expect.any(String) },
    });
    expect(t.view()).toEqual(dealt.view());
    expect(t.hints.asked).toEqual([]);
  });

  it('takes the student’s move at once while the hint is being worked out, and drops that hint', () => {
    const t = setup(650, 0, 2_000);
    t.host.handle({
      op: 'lesson',
      lesson: unguided,
      name: 'You',
    });
    while (t.view().view.turn !== 0) t.tick();
    const { view, version } = t.view();
    expect(view.hints).toEqual([]);
    expect(t.hints.cancelled).toBe(0);
    // The student's move before the hint is in: the table takes it and shows it in the same call,
    // the hint is cancelled, and nothing of the old version is pushed after.
    const move = t.act(view.validActions[0]!, version);
    t.pushes.length = 0;
    expect(t.host.handle(move).ok).toBe(true);
    expect(t.view().version).toBe(version + 1);
    expect(t.hints.cancelled).toBe(1);
    while (t.tick());
    expect(t.pushes.some((p) => p.type === 'view' && p.view.version === version)).toBe(false);
  });

  it('takes the place of the table before: a late move on that table is refused, the lesson untouched', () => {
    const t = setup();
    t.host.handle(create('Mia'));
    const before = t.roomId();
    const { version } = t.room();
    t.host.handle({
      op: 'lesson',
      lesson: unguided,
      name: 'You',
    });
    const dealt = t.view();
    const late = t.host.handle({ callable: 'startGame', payload: { roomId: before, version } });
    expect(late).toMatchObject({ ok: false, error: { code: 'room/not-member' } });
    expect(t.view()).toBe(dealt);
    expect(t.roomId()).toMatch(/^lesson-tricks-/);
  });
});
