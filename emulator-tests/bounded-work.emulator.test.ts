// Bounded work per request, tried from outside with the web SDK: a replay link of a few characters
// that asks the server to replay billions of actions, and one user making and joining tables as
// fast as a script can, or marking seats away as fast. Each is refused promptly with `invalid-argument` or `resource-exhausted`
// and a message a person can read, and the database is exactly as it was before the refusal.
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE, MAX_GAME_ACTIONS, TOURNAMENT, quotaPath } from '@texas42/shared';
import type { ResponseOf } from '@texas42/shared';
import { linkAsking } from '@texas42/shared/test-support';
import { adminFirestore, databaseSnapshot, documentsSnapshot } from './support/admin';
import type { Outcome, Player } from './support/player';
import { signIn } from './support/player';
import { expectOk, openTable } from './support/table';
import type { Table } from './support/table';
import { warmFunctions } from './support/warm-functions';

/** The open tables one user may host, and the tables they may make or join at once (functions/src/quota/limits.ts). */
const OPEN_TABLES = 10;
const CREATE_BURST = 10;
const JOIN_BURST = 30;
/** The markAway calls one user may make at once. */
const AWAY_BURST = 60;

/** A refusal as a player reads it: the status and the message (without the " [429]" the
 * functions SDK appends, which the web app strips too). */
const refusedWith = (outcome: Outcome) =>
  outcome.ok ? { ok: true } : { code: outcome.code, message: outcome.message.replace(/ \[\d{3}\]$/, '') };

describe('bounded work: link bombs and per-user quotas', () => {
  const admin = adminFirestore();
  const players: Player[] = [];
  const tables: Table[] = [];
  const person = async (label: string) => {
    const player = await signIn(label);
    players.push(player);
    return player;
  };

  /** `player` makes a table; throws if refused. */
  const makeTable = async (player: Player) =>
    expectOk<ResponseOf<'createRoom'>>(await player.call('createRoom', { name: 'Ann' }), 'createRoom');

  /** The outcome of `call`, checking that the whole database is unchanged by it. */
  const changingNothing = async (call: () => Promise<Outcome>): Promise<Outcome> => {
    const before = await databaseSnapshot(admin.db);
    const outcome = await call();
    expect(await databaseSnapshot(admin.db)).toBe(before);
    return outcome;
  };

  beforeAll(async () => {
    setLogLevel('silent');
    const warmer = await person('warmer');
    await warmFunctions(warmer, { createRoom: 3, createRoomFromGame: 1, joinRoom: 1, leaveRoom: 1 });
  }, 300_000);

  afterAll(async () => {
    await Promise.all([...players.map((player) => player.close()), ...tables.map((t) => t.close())]);
    await admin.close();
  });

  it('refuses a 17-character link asking for 2^35 actions at once, storing nothing', async () => {
    const mallory = await person('mallory');
    const link = linkAsking(TOURNAMENT, 2 ** 35 - 1);
    expect(link.length).toBeLessThanOrEqual(17);
    const started = performance.now();
    const outcome = await changingNothing(() =>
      mallory.call('createRoomFromGame', { name: 'Mallory', link }),
    );
    console.log(`link bomb (2^35 actions): answered in ${Math.round(performance.now() - started)} ms`);
    expect(refusedWith(outcome)).toEqual({
      code: 'invalid-argument',
      message: 'That replay link is damaged',
    });
  });

  it('refuses a link of one action more than the longest game, before replaying it, storing nothing', async () => {
    const mallory = await person('mallory');
    const started = performance.now();
    const outcome = await changingNothing(() =>
      mallory.call('createRoomFromGame', {
        name: 'Mallory',
        link: linkAsking(TOURNAMENT, MAX_GAME_ACTIONS + 1),
      }),
    );
    console.log(`link bomb (cap + 1 passes): answered in ${Math.round(performance.now() - started)} ms`);
    expect(refusedWith(outcome)).toEqual({ code: 'invalid-argument', message: 'That game is too long' });
  });

  it('caps the open tables one user hosts, until they leave one', async () => {
    const ann = await person('ann');
    const tables = [];
    for (let i = 0; i < OPEN_TABLES; i++) tables.push(await makeTable(ann));
    const outcome = await changingNothing(() => ann.call('createRoom', { name: 'Ann' }));
    expect(refusedWith(outcome)).toEqual({
      code: 'resource-exhausted',
      message: `You already have ${OPEN_TABLES} open tables: finish or leave one before making another`,
    });
    const fromGame = await changingNothing(() =>
      ann.call('createRoomFromGame', { name: 'Ann', link: linkAsking(HOUSE, 3) }),
    );
    expect(refusedWith(fromGame)).toMatchObject({ code: 'resource-exhausted' });
    // A table she left no longer counts; her making-tables allowance (a burst of 10) is spent, though.
    expectOk(await ann.call('leaveRoom', { roomId: tables[0]!.roomId }), 'leaveRoom');
    const tooFast = await changingNothing(() => ann.call('createRoom', { name: 'Ann' }));
    expect(refusedWith(tooFast)).toMatchObject({
      code: 'resource-exhausted',
      message: expect.stringMatching(
        /^You have made many tables in a short time: try again in [23] minutes$/,
      ),
    });
  });

  it('lets only one of three tables made at once take the last token', async () => {
    const bo = await person('bo');
    for (let i = 0; i < CREATE_BURST - 1; i++) {
      const table = await makeTable(bo);
      expectOk(await bo.call('leaveRoom', { roomId: table.roomId }), 'leaveRoom');
    }
    const outcomes = await Promise.all([1, 2, 3].map(() => bo.call('createRoom', { name: 'Bo' })));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    for (const outcome of outcomes.filter((outcome) => !outcome.ok))
      expect(refusedWith(outcome)).toMatchObject({
        code: 'resource-exhausted',
        message: expect.stringMatching(
          /^You have made many tables in a short time: try again in \d+ minutes?$/,
        ),
      });
  });

  it('limits how fast one user joins tables; coming back to a table they are at costs nothing', async () => {
    const hosts = await Promise.all([1, 2, 3, 4].map((i) => person(`host-${i}`)));
    const codes: string[] = [];
    for (const host of hosts) for (let i = 0; i < 9; i++) codes.push((await makeTable(host)).code);
    const cy = await person('cy');
    const started = performance.now();
    let joined = 0;
    for (; joined < JOIN_BURST; joined++)
      expectOk(await cy.call('joinRoom', { code: codes[joined], name: 'Cy', joining: 'watch' }), 'joinRoom');
    expectOk(await cy.call('joinRoom', { code: codes[0], name: 'Cy', joining: 'watch' }), 'joining again');
    // One join a minute comes back: however slow this machine is, the next refusal is near.
    let refused: Outcome | null = null;
    while (refused === null && joined < codes.length) {
      const before = await databaseSnapshot(admin.db);
      const outcome = await cy.call('joinRoom', { code: codes[joined], name: 'Cy', joining: 'watch' });
      if (outcome.ok) joined++;
      else refused = outcome;
      if (!outcome.ok) expect(await databaseSnapshot(admin.db)).toBe(before);
    }
    const minutes = (performance.now() - started) / 60_000;
    expect(joined).toBeLessThanOrEqual(JOIN_BURST + Math.ceil(minutes));
    expect(refusedWith(refused!)).toMatchObject({
      code: 'resource-exhausted',
      message: expect.stringMatching(/^You have joined many tables in a short time: try again in 1 minute$/),
    });
  }, 240_000);

  it('limits how often one user marks seats away, refused or not: the flood stops with words, storing nothing', async () => {
    const table = await openTable({ joiners: ['sit'], label: 'away-flood' });
    tables.push(table);
    const cheater = table.members[1]!.player;
    const flood = () => cheater.call('markAway', { roomId: table.roomId, seat: 2 });
    // Each call is refused by the room (the AI already plays seat 3), yet each spends a token: a
    // refused call costs the server its reads too. Six come back a minute while this runs.
    let calls = 0;
    let refused: Outcome | null = null;
    while (refused === null && calls < AWAY_BURST * 2) {
      const outcome = await flood();
      calls++;
      expect(outcome.ok).toBe(false);
      if (!outcome.ok && outcome.code === 'resource-exhausted') refused = outcome;
      else expect(refusedWith(outcome)).toMatchObject({ code: 'failed-precondition' });
    }
    expect(calls).toBeGreaterThan(AWAY_BURST);
    expect(refusedWith(refused!)).toEqual({
      code: 'resource-exhausted',
      message: 'You have marked players away many times in a short time: try again in 1 minute',
    });
    // A refused call stores nothing. A token comes back every 6 s, and reading the whole database
    // on a busy machine can take longer than that, so the database is read once, the flood goes
    // on until the quota refuses a call (a call that got a token back spends it: only the
    // cheater's quota document changes, and the room refuses it), and then read again. The quota
    // document, one quick read, is compared just before and after the refused call.
    const quota = quotaPath(cheater.uid);
    const others = (snapshot: string) =>
      snapshot
        .split('\n')
        .filter((line) => !line.startsWith(`${quota} @`))
        .join('\n');
    const before = others(await databaseSnapshot(admin.db));
    for (let attempt = 1; attempt <= AWAY_BURST; attempt++) {
      const quotaBefore = await documentsSnapshot(admin.db, [quota]);
      const outcome = await flood();
      if (!outcome.ok && outcome.code === 'resource-exhausted') {
        expect(await documentsSnapshot(admin.db, [quota])).toBe(quotaBefore);
        expect(others(await databaseSnapshot(admin.db))).toBe(before);
        return;
      }
      expect(refusedWith(outcome)).toMatchObject({ code: 'failed-precondition' });
    }
    throw new Error(`The quota refused none of ${AWAY_BURST} calls in a row.`);
  }, 240_000);
});
