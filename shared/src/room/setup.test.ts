import { describe, expect, it } from 'vitest';
import { HOUSE, TOURNAMENT, createGame, createKeyedGame } from '../engine';
import type { Settings } from '../engine';
import type { SettingsChanges, TableChanges } from '../protocol';
import { dailyChallenge, forcedBidMinimum, singleHand, tournament } from './registry';
import { AI_LEVELS, DEFAULT_AI_LEVEL } from './ai-levels';
import { configureRoom, startGame } from './setup';
import { publicRoom } from './views';
import { testKey } from '../engine/test-support/keys';
import {
  NOW,
  annsRoom,
  must,
  refused,
  roomWith,
  started,
  startedOnline,
  stepUntil,
} from './test-support/rooms';

describe('configuring the table', () => {
  it('starts from the house rules and takes a preset plus single rule settings', () => {
    const room = annsRoom();
    expect(room.settings).toEqual(HOUSE);
    const set = must(configureRoom(room, { uid: 'ann', preset: 'tournament', settings: { sevens: true } }));
    expect(set.settings).toEqual({ ...TOURNAMENT, sevens: true });
    expect(set.version).toBe(room.version + 1);
  });

  it('judges the ranges a setting type cannot say, and says what is wrong', () => {
    const room = annsRoom();
    const wrong = (settings: SettingsChanges) => refused(configureRoom(room, { uid: 'ann', settings }));
    expect(wrong({ target: { kind: 'marks', value: 0 } })).toEqual({
      code: 'room/invalid-setting',
      message: 'A marks game is played to 1..21 marks',
    });
    expect(wrong({ target: { kind: 'points', value: 10_000 } }).message).toBe(
      'A points game is played to 42..999 points',
    );
    expect(wrong({ maxOpeningMarks: 9 }).message).toBe('The opening mark bid cap is 1 to 7 marks');
  });

  it('accepts a points game and nello with high doubles', () => {
    const settings = { target: { kind: 'points', value: 250 }, nello: { doubles: 'high' } } as const;
    const set = must(configureRoom(annsRoom(), { uid: 'ann', settings }));
    expect(set.settings).toEqual({ ...HOUSE, ...settings });
  });

  it('checks transformers by name and parameters', () => {
    const room = annsRoom();
    const set = must(configureRoom(room, { uid: 'ann', transformers: [tournament(), forcedBidMinimum(32)] }));
    expect(set.transformers).toEqual([tournament(), forcedBidMinimum(32)]);
    const bad = (transformers: unknown) =>
      refused(configureRoom(room, { uid: 'ann', transformers: transformers as never })).message;
    expect(bad([{ name: 'teleport', params: {} }])).toMatch(/no rule variant called teleport/);
    expect(bad([forcedBidMinimum(29)])).toMatch(/30 to 41/);
    expect(bad([dailyChallenge('15/01/2025')])).toMatch(/YYYY-MM-DD/);
    expect(bad([dailyChallenge('2025-01-15', [30, 20])])).toMatch(/rising/);
  });

  it('sets a turn clock between 5 seconds and an hour, or none', () => {
    const room = annsRoom();
    expect(must(configureRoom(room, { uid: 'ann', turnTimeLimit: 30_000 })).turnTimeLimit).toBe(30_000);
    expect(must(configureRoom(room, { uid: 'ann', turnTimeLimit: null })).turnTimeLimit).toBeNull();
    expect(refused(configureRoom(room, { uid: 'ann', turnTimeLimit: 1000 })).code).toBe(
      'room/invalid-setting',
    );
  });

  it('starts at the default AI level, the strongest, and takes each level the host picks', () => {
    const room = annsRoom();
    expect(room.aiLevel).toBe(DEFAULT_AI_LEVEL);
    expect(DEFAULT_AI_LEVEL).toBe('expert');
    for (const { player } of AI_LEVELS) {
      const set = must(configureRoom(room, { uid: 'ann', aiLevel: player }));
      expect(set.aiLevel).toBe(player);
      expect(publicRoom(set).lobby.aiLevel).toBe(player);
    }
    expect(configureRoom(room, { uid: 'ann', aiLevel: room.aiLevel })).toEqual({ ok: true, value: room });
  });

  it('refuses an AI level it does not know, naming the ones there are, and changes nothing', () => {
    const room = annsRoom();
    const before = JSON.parse(JSON.stringify(room)) as typeof room;
    expect(refused(configureRoom(room, { uid: 'ann', aiLevel: 'grandmaster' as never }))).toEqual({
      code: 'room/invalid-setting',
      message: 'The AI plays at one of these levels: Beginner, Medium, Hard or Expert',
    });
    expect(refused(configureRoom(room, { uid: 'ann', aiLevel: 'random' as never })).code).toBe(
      'room/invalid-setting',
    );
    expect(room).toEqual(before);
  });

  it('lets the host change the AI level during a game, but no one else, and no rule with it', () => {
    const playing = started(roomWith('Bob'));
    const easier = must(configureRoom(playing, { uid: 'ann', aiLevel: 'heuristic' }));
    expect(easier).toEqual({ ...playing, aiLevel: 'heuristic', version: playing.version + 1 });
    expect(refused(configureRoom(playing, { uid: 'bob', aiLevel: 'heuristic' }))).toEqual({
      code: 'room/not-host',
      message: 'Only the host can change the AI level',
    });
    expect(refused(configureRoom(playing, { uid: 'ann', aiLevel: 'medium', preset: 'house' })).code).toBe(
      'room/not-in-lobby',
    );
  });

  it('is for the host only, and only in the lobby', () => {
    const room = roomWith('Bob');
    expect(refused(configureRoom(room, { uid: 'bob', preset: 'house' })).code).toBe('room/not-host');
    expect(refused(configureRoom(started(room), { uid: 'ann', preset: 'house' })).code).toBe(
      'room/not-in-lobby',
    );
  });

  it('returns the room itself, with no new version, when a change changes nothing', () => {
    const clocked = must(
      configureRoom(annsRoom(), { uid: 'ann', turnTimeLimit: 30_000, transformers: [forcedBidMinimum(32)] }),
    );
    // As Firestore gives it back: every map's keys sorted.
    const sorted = (value: object): object =>
      Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, item]) => [key, typeof item === 'object' && item !== null ? sorted(item) : item]),
      );
    const room = { ...clocked, settings: sorted(clocked.settings) as Settings };
    const noChanges: TableChanges[] = [
      {},
      { settings: {} },
      { preset: 'house' },
      { settings: { sevens: HOUSE.sevens, target: { value: 7, kind: 'marks' } } },
      { turnTimeLimit: 30_000 },
      { transformers: [{ name: 'forced-bid-minimum', params: { minimum: 32 } }] },
      { preset: 'house', settings: { nello: HOUSE.nello }, turnTimeLimit: 30_000 },
    ];
    for (const changes of noChanges)
      expect(
        must(configureRoom(room, { uid: 'ann', version: room.version, ...changes })),
        JSON.stringify(changes),
      ).toBe(room);
    expect(must(configureRoom(room, { uid: 'ann', turnTimeLimit: null })).version).toBe(room.version + 1);
    expect(must(configureRoom(room, { uid: 'ann', preset: 'tournament' })).version).toBe(room.version + 1);
  });
});

describe('starting the game', () => {
  it('deals from the seed with the table rules; empty seats stay with the AI', () => {
    const room = started(roomWith('Bob'), 777);
    expect(room.status).toBe('playing');
    expect(room.game).toEqual(createGame(HOUSE, 777));
    expect(room.seats.map((s) => s.kind)).toEqual(['human', 'human', 'ai', 'ai']);
    expect(room.turnDeadline).toBeNull();
  });

  it('starts the turn clock when the table has one', () => {
    const clocked = must(configureRoom(annsRoom(), { uid: 'ann', turnTimeLimit: 20_000 }));
    expect(started(clocked).turnDeadline).toBe(NOW + 20_000);
  });

  it('is for the host only, once', () => {
    const room = roomWith('Bob');
    expect(refused(startGame(room, { uid: 'bob', seed: 1, now: NOW })).code).toBe('room/not-host');
    expect(refused(startGame(started(room), { uid: 'ann', seed: 1, now: NOW })).code).toBe(
      'room/not-in-lobby',
    );
  });

  it('starts the next game at the same table once a game is over: same seats, a fresh deal', () => {
    const short = must(configureRoom(roomWith('Bob'), { uid: 'ann', transformers: [singleHand()] }));
    const over = stepUntil(started(short, 5), (r) => r.status === 'finished');
    expect(refused(startGame(over, { uid: 'bob', seed: 6, now: NOW })).code).toBe('room/not-host');
    const next = must(startGame(over, { uid: 'ann', seed: 6, now: NOW, version: over.version }));
    expect(next.status).toBe('playing');
    expect(next.result).toBeNull();
    expect(next.version).toBe(over.version + 1);
    expect(next.game).toEqual(createGame(over.settings, 6));
    expect(next.seats).toEqual(over.seats);
    expect(next.transformers).toEqual(over.transformers);
  });

  it('deals online from the key it is given, and refuses a key that is not 64 hex digits', () => {
    const room = startedOnline(annsRoom(), 3);
    expect(room.game).toEqual(createKeyedGame(HOUSE, testKey(3)));
    const bad = startGame(annsRoom(), { uid: 'ann', dealKey: 'cafe', now: NOW });
    expect(refused(bad).code).toBe('room/no-deal-key');
  });
});
