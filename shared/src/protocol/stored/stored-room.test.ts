// Every stored format this code has written is kept as a fixture: a room in its second hand with
// tricks played, watchers present (a spectator, an accepted coach, one asking to coach; from
// format 4, one the host sent away). Each is
// read with today's code and played on to the end of its hand through the room layer.
// Every later format change adds its fixture here and its upgrade in stored-room.ts.

import { describe, expect, it } from 'vitest';
import { RULES, SETTING_NAMES, actionsOf, replay } from '../../engine';
import type { GameOrigin, GameState } from '../../engine';
import { DEFAULT_AI_LEVEL } from '../../room';
import type { Room } from '../../room';
import { stepUntil } from '../../room/test-support/rooms';
import offlineSaveV1 from './fixtures/offline-save.v1.json';
import offlineSaveV2 from './fixtures/offline-save.v2.json';
import offlineSaveV3 from './fixtures/offline-save.v3.json';
import offlineSaveV4 from './fixtures/offline-save.v4.json';
import privateStateV1 from './fixtures/private-state.v1.json';
import privateStateV2 from './fixtures/private-state.v2.json';
import privateStateV3 from './fixtures/private-state.v3.json';
import privateStateV4 from './fixtures/private-state.v4.json';
import { ROOM_FORMAT } from './room-format';
import { decodeOfflineSave, decodeStoredRoom, offlineSave } from './stored-room';

/** The room a private state document holds. */
const fromPrivateState = (doc: { readonly format?: number; readonly room: string }) =>
  decodeStoredRoom(doc.format, JSON.parse(doc.room));

const FIXTURES = [
  { name: 'private-state.v1.json', format: 1, room: () => fromPrivateState(privateStateV1) },
  { name: 'private-state.v2.json', format: 2, room: () => fromPrivateState(privateStateV2) },
  { name: 'private-state.v3.json', format: 3, room: () => fromPrivateState(privateStateV3) },
  { name: 'private-state.v4.json', format: 4, room: () => fromPrivateState(privateStateV4) },
  { name: 'offline-save.v1.json', format: 1, room: () => decodeOfflineSave(offlineSaveV1) },
  { name: 'offline-save.v2.json', format: 2, room: () => decodeOfflineSave(offlineSaveV2) },
  { name: 'offline-save.v3.json', format: 3, room: () => decodeOfflineSave(offlineSaveV3) },
  { name: 'offline-save.v4.json', format: 4, room: () => decodeOfflineSave(offlineSaveV4) },
] as const;

/** Where the game's deals come from, as a replay takes it. */
const originOf = (game: GameState): GameOrigin =>
  game.dealing.kind === 'seeded'
    ? { settings: game.settings, seed: game.dealing.seed }
    : {
        settings: game.settings,
        keys: game.dealing.keys,
        ...(game.dealing.carried ? { carried: game.dealing.carried } : {}),
      };

/** Each house rule added since the fixtures were written, as a room without it reads it. */
const ADDED = Object.fromEntries(
  SETTING_NAMES.flatMap((name) => (RULES[name].before === undefined ? [] : [[name, RULES[name].before]])),
);

/** A fixture's room as today's code reads it: any house rule added since as its `before`. */
const readToday = <R extends { readonly settings: object; readonly game: { readonly settings: object } }>(
  room: R,
): R => ({
  ...room,
  settings: { ...ADDED, ...room.settings },
  game: { ...room.game, settings: { ...ADDED, ...room.game.settings } },
});

const decoded = (read: () => ReturnType<typeof decodeStoredRoom>): Room => {
  const room = read();
  if (!room.ok) throw new Error(`${room.error.code}: ${room.error.message}`);
  return room.value;
};

describe('stored room fixtures', () => {
  it('cover every format up to today’s, so a new format needs its fixtures', () => {
    const formats = Array.from({ length: ROOM_FORMAT }, (_, index) => index + 1);
    for (const kind of ['private-state', 'offline-save'])
      expect(FIXTURES.filter((f) => f.name.startsWith(kind)).map((f) => f.format)).toEqual(formats);
  });

  for (const fixture of FIXTURES) {
    it(`reads ${fixture.name} and plays its hand on to the end, as its replay does`, () => {
      const room = decoded(fixture.room);
      const before = room.game!;
      expect(before).toMatchObject({ handNumber: 2, phase: 'playing' });
      expect(before.tricks.length).toBeGreaterThanOrEqual(2);
      const played = actionsOf(before).length;

      const after = stepUntil(room, (r) => r.game!.handNumber === 3 || r.game!.phase === 'game-over');
      const game = after.game!;
      expect(actionsOf(game).length).toBeGreaterThan(played);
      expect(actionsOf(game).slice(0, played)).toEqual(actionsOf(before));
      expect(game.marks[0] + game.marks[1]).toBeGreaterThan(before.marks[0] + before.marks[1]);
      expect(replay(originOf(game), actionsOf(game))).toEqual({ ok: true, value: game });
    });
  }

  it('brings format 1 up to today’s: the game from its seed, coaches as spectators', () => {
    const room = decoded(() => decodeOfflineSave(offlineSaveV1));
    const old = offlineSaveV1.game;
    expect(room.game).toMatchObject({
      dealing: { kind: 'seeded', seed: old.seed, rng: old.rng },
      hands: old.hands,
      tricks: old.tricks,
      trick: old.trick,
      marks: old.marks,
    });
    expect(actionsOf(room.game!)).toEqual(old.log.flat());
    expect(room.watchers).toEqual([
      { uid: 'lee', name: 'Lee', coaching: null, asking: null },
      { uid: 'kim', name: 'Kim', coaching: null, asking: null },
      { uid: 'max', name: 'Max', coaching: null, asking: null },
    ]);
    expect(room.satInGame).toEqual(['ann', 'bo', 'cy']);
    expect(room.coachedInGame).toEqual(['kim', 'max']);
  });

  it('brings format 2 up to today’s: the AI plays at the default level, no time the table last moved on', () => {
    const room = decoded(() => decodeOfflineSave(offlineSaveV2));
    expect(room).toEqual({
      ...readToday(offlineSaveV2.room),
      aiLevel: DEFAULT_AI_LEVEL,
      turnSince: null,
      removed: [],
      seatHistory: [],
    });
    expect(decoded(() => fromPrivateState(privateStateV2)).aiLevel).toBe(DEFAULT_AI_LEVEL);
  });

  it('brings format 3 up to today’s: its AI level and last move kept, nobody sent away, no seat history', () => {
    const room = decoded(() => decodeOfflineSave(offlineSaveV3));
    expect(room).toEqual({ ...readToday(offlineSaveV3.room), removed: [], seatHistory: [] });
    expect(room.aiLevel).toBe('medium');
    expect(room.turnSince).toBe(1_764_150_000_000);
    expect(decoded(() => fromPrivateState(privateStateV3)).aiLevel).toBe('medium');
    expect(room.watchers.map((w) => [w.coaching, w.asking])).toEqual([
      [null, null],
      [1, null],
      [null, 2],
    ]);
  });

  it('reads format 4 as it was written, who was sent away and who held each seat included, and saves offline in it', () => {
    const room = decoded(() => decodeOfflineSave(offlineSaveV4));
    expect(room).toEqual(readToday(offlineSaveV4.room));
    expect(room.removed).toEqual(['zed']);
    expect(decoded(() => fromPrivateState(privateStateV4)).removed).toEqual(['zed']);
    expect(room.seatHistory.at(-1)).toEqual({ seat: 1, name: 'Bo', uid: 'bo', hand: 1, play: 9 });
    expect(decoded(() => fromPrivateState(privateStateV4)).seatHistory).toHaveLength(5);
    expect(JSON.parse(JSON.stringify(offlineSave(room)))).toEqual({
      ...offlineSaveV4,
      room: readToday(offlineSaveV4.room),
    });
  });
});

describe('decodeStoredRoom', () => {
  const today = offlineSaveV4.room;

  it('refuses a format newer than this app, asking to reload', () => {
    for (const format of [ROOM_FORMAT + 1, 99, String(ROOM_FORMAT), 1.5, 0])
      expect(decodeStoredRoom(format, today)).toMatchObject({
        ok: false,
        error: { code: 'format/unknown-version', message: expect.stringContaining('please reload') },
      });
  });

  it('refuses a room of the wrong shape, saying where', () => {
    const { satInGame: _, ...missing } = today;
    const cases: [unknown, string][] = [
      [missing, 'satInGame'],
      [{ ...today, version: 'seven' }, 'version'],
      [{ ...today, game: { ...today.game, phase: 'dancing' } }, 'game.phase'],
      [{ ...today, game: { ...today.game, hands: [1, 2, 3] } }, 'game.hands.3'],
      [{ ...today, seats: today.seats.slice(1) }, 'seats.3'],
      [{ ...today, aiLevel: 'grandmaster' }, 'aiLevel'],
      [{ ...today, seatHistory: [{ ...today.seatHistory[0], seat: 9 }] }, 'seatHistory.0.seat'],
      [{ ...today, transformers: [{ name: 'no-such-variant', params: {} }] }, 'transformers'],
      [
        { ...today, transformers: [{ name: 'forced-bid-minimum', params: { minimum: 'x' } }] },
        'transformers',
      ],
      [null, 'the table'],
    ];
    for (const [room, where] of cases)
      expect(decodeStoredRoom(ROOM_FORMAT, room)).toEqual({
        ok: false,
        error: { code: 'format/damaged', message: `The saved table is damaged: ${where} is wrong` },
      });
  });

  it('refuses a room whose status and game disagree: a lobby has no game, a table in play has one', () => {
    const cases: [unknown, string][] = [
      [{ ...today, status: 'lobby' }, 'game'],
      [{ ...today, status: 'playing', game: null }, 'game'],
      [{ ...today, status: 'finished', game: null }, 'game'],
      [{ ...today, status: 'paused' }, 'status'],
    ];
    for (const [room, where] of cases)
      expect(decodeStoredRoom(ROOM_FORMAT, room), JSON.stringify((room as Room).status)).toEqual({
        ok: false,
        error: { code: 'format/damaged', message: `The saved table is damaged: ${where} is wrong` },
      });
  });

  it('refuses a format 1 game that has neither deals nor a seed, or does not replay', () => {
    const old = offlineSaveV1;
    const { seed: _, ...seedless } = old.game;
    expect(decodeStoredRoom(1, { ...old, game: seedless })).toMatchObject({
      ok: false,
      error: { code: 'format/damaged' },
    });
    const cheated = { ...old.game, log: [[{ type: 'play', seat: 0, domino: 0 }]] };
    expect(decodeStoredRoom(1, { ...old, game: cheated })).toMatchObject({
      ok: false,
      error: { code: 'format/damaged' },
    });
    expect(decodeStoredRoom(1, 'room')).toMatchObject({ ok: false, error: { code: 'format/damaged' } });
  });

  it('reads a room without a format as format 1, and only in format 1’s shape', () => {
    // Rooms stored before formats had numbers carried none (fixtures/*.v1.json): the last of them
    // already had format 2's parts, and are read as rooms of format 2.
    const unnumbered = offlineSaveV2.room;
    expect(decodeStoredRoom(undefined, unnumbered)).toEqual({
      ok: true,
      value: {
        ...readToday(unnumbered),
        aiLevel: DEFAULT_AI_LEVEL,
        turnSince: null,
        removed: [],
        seatHistory: [],
      },
    });
    expect(decodeStoredRoom(undefined, today)).toEqual(unknownField('aiLevel'));
  });

  it('refuses a field its format does not have, wherever it is, in every format', () => {
    const v1 = offlineSaveV1;
    const v2 = offlineSaveV2.room;
    const v3 = offlineSaveV3.room;
    const cases: [number, unknown, string][] = [
      [4, { ...today, cheat: true }, 'cheat'],
      [4, { ...today, seats: [{ ...today.seats[0], cheat: 1 }, ...today.seats.slice(1)] }, 'seats.0.cheat'],
      [4, { ...today, watchers: [{ ...today.watchers[0], cheat: 1 }] }, 'watchers.0.cheat'],
      [4, { ...today, game: { ...today.game, cheat: 1 } }, 'game.cheat'],
      [
        4,
        { ...today, game: { ...today.game, dealing: { ...today.game.dealing, cheat: 1 } } },
        'game.dealing.cheat',
      ],
      [4, { ...today, game: { ...today.game, log: { ...today.game.log, cheat: 1 } } }, 'game.log.cheat'],
      [3, { ...v3, cheat: 1 }, 'cheat'],
      [3, { ...v3, removed: [] }, 'removed'],
      [2, { ...v2, cheat: 1 }, 'cheat'],
      [2, { ...v2, aiLevel: 'hard' }, 'aiLevel'],
      [2, { ...v2, turnSince: 0 }, 'turnSince'],
      [1, { ...v1, cheat: 1 }, 'cheat'],
      [1, { ...v1, aiLevel: 'hard' }, 'aiLevel'],
      [1, { ...v1, coachedInGame: [] }, 'coachedInGame'],
      [1, { ...v1, game: { ...v1.game, cheat: 1 } }, 'game.cheat'],
      [1, { ...v1, watchers: [{ ...v1.watchers[0], cheat: 1 }] }, 'watchers.0.cheat'],
      [1, { ...v1, watchers: [{ ...v1.watchers[0], asking: null }] }, 'watchers.0.asking'],
      [1, { ...v2, cheat: 1 }, 'cheat'],
    ];
    for (const [format, room, where] of cases)
      expect(decodeStoredRoom(format, room), `format ${format}: ${where}`).toEqual(unknownField(where));
    expect(decodeOfflineSave({ ...offlineSaveV4, cheat: 1 })).toEqual(unknownField('cheat'));
  });
});

/** The refusal of a stored room holding the field at `where`, which its format does not have. */
const unknownField = (where: string) => ({
  ok: false,
  error: { code: 'format/damaged', message: `The saved table is damaged: ${where} is not a field it has` },
});
