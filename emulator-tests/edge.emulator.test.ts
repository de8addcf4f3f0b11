// The edge, attacked as an outsider would: raw JSON that smuggles fields in through `__proto__`,
// numbers JSON cannot hold, names that hide characters or pass for an AI player, a rule change
// that changes nothing, a "Next" tapped again on a screen one version behind, and the payloads
// firebase-functions itself cannot decode. Every refusal, and every call that changes nothing,
// must leave the stored documents exactly as they were (content and update time).
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveRequest, roomPath } from '@texas42/shared';
import type { RoomResponse, RoomWithCodeResponse } from '@texas42/shared';
import { randomSource } from '@texas42/shared/test-support';
import { oneMoveAtATime } from './bench/one-move-at-a-time';
import { adminFirestore, databaseSnapshot, roomSnapshot, storedGame, storedRoom } from './support/admin';
import type { RawAnswer, RawCaller } from './support/raw-caller';
import { rawCaller } from './support/raw-caller';
import { openTable } from './support/table';
import type { Table } from './support/table';

/** A message a player can read: one short sentence, no stack or type names. */
const readable = (message: string | undefined): boolean =>
  message !== undefined &&
  /^\S.{4,160}$/.test(message) &&
  !/[\n\r]|Error:|undefined|\[object|internal|Invalid type/i.test(message);

/** The refusal a raw answer carries: status, code and whether its message reads well. */
const refusalOf = (answer: RawAnswer) => ({
  httpStatus: answer.httpStatus,
  status: answer.error?.status,
  code: answer.error?.details?.code,
  readable: readable(answer.error?.message),
});

describe('the edge: smuggled fields, hidden names and changes that change nothing', () => {
  const admin = adminFirestore();
  let rawHost: RawCaller;
  let outsider: RawCaller;
  let roomId: string;
  let code: string;
  let table: Table | undefined;

  beforeAll(async () => {
    setLogLevel('silent');
    [rawHost, outsider] = await Promise.all([rawCaller('edge-host'), rawCaller('edge')]);
    const made = await rawHost.post('createRoom', '{"name":"Ann"}');
    if (made.httpStatus !== 200) throw new Error(`createRoom failed: ${made.error?.message}`);
    ({ roomId, code } = made.result as RoomWithCodeResponse);
  });

  afterAll(async () => {
    await Promise.all([rawHost.close(), outsider.close(), table?.close()]);
    await admin.close();
  });

  it('refuses fields smuggled in raw JSON through "__proto__" at any depth, and nothing is created or changed', async () => {
    const before = await databaseSnapshot(admin.db);
    const smuggled: [RawCaller, Parameters<RawCaller['post']>[0], string][] = [
      [outsider, 'createRoom', '{"__proto__":{"name":"Eve"}}'],
      [outsider, 'createRoom', '{"name":"Eve","__proto__":{"preset":"tournament"}}'],
      [outsider, 'createRoom', '{"name":"Eve","constructor":{"prototype":{"preset":"house"}}}'],
      [outsider, 'joinRoom', `{"code":"${code}","__proto__":{"name":"Eve"}}`],
      [outsider, 'joinRoom', `{"code":"${code}","name":"Eve","joining":{"__proto__":{"coach":1}}}`],
      [rawHost, 'configureRoom', `{"roomId":"${roomId}","changes":{"__proto__":{"turnTimeLimit":60000}}}`],
      [
        rawHost,
        'configureRoom',
        `{"roomId":"${roomId}","changes":{"settings":{"__proto__":{"sevens":true}}}}`,
      ],
      [rawHost, 'leaveRoom', `{"__proto__":{"roomId":"${roomId}"}}`],
    ];
    for (const [caller, callable, json] of smuggled)
      expect(refusalOf(await caller.post(callable, json)), json).toEqual({
        httpStatus: 400,
        status: 'INVALID_ARGUMENT',
        code: 'payload/not-an-object',
        readable: true,
      });
    expect(await databaseSnapshot(admin.db)).toBe(before);
    // The same request written plainly is acted on: the refusals above were the smuggling's.
    const plain = await outsider.post('createRoom', '{"name":"Eve"}');
    expect(plain.httpStatus).toBe(200);
    expect(await databaseSnapshot(admin.db)).not.toBe(before);
  });

  it('refuses a number JSON cannot hold (1e400 reads as Infinity) and leaves the room as it was', async () => {
    const before = await roomSnapshot(admin.db, roomId);
    for (const json of [
      `{"roomId":"${roomId}","changes":{"turnTimeLimit":1e400}}`,
      `{"roomId":"${roomId}","changes":{"turnTimeLimit":-1e400}}`,
      `{"roomId":"${roomId}","changes":{"settings":{"maxOpeningMarks":1e400}}}`,
    ]) {
      const answer = await rawHost.post('configureRoom', json);
      expect(refusalOf(answer), json).toEqual({
        httpStatus: 400,
        status: 'INVALID_ARGUMENT',
        code: 'payload/changes',
        readable: true,
      });
    }
    expect(await roomSnapshot(admin.db, roomId)).toBe(before);
  });

  it('writes nothing for a configureRoom that changes nothing: the documents and their update times stay', async () => {
    const room = await storedRoom(admin.db, roomId);
    const before = await roomSnapshot(admin.db, roomId);
    const noChanges = [
      {},
      { settings: {} },
      { preset: 'house' },
      { turnTimeLimit: room.turnTimeLimit },
      { settings: { sevens: room.settings.sevens, target: room.settings.target } },
      { transformers: room.transformers },
    ];
    for (const changes of noChanges) {
      const answer = await rawHost.post(
        'configureRoom',
        JSON.stringify({ roomId, version: room.version, changes }),
      );
      expect(answer, JSON.stringify(changes)).toEqual({
        httpStatus: 200,
        result: { roomId, version: room.version },
      });
    }
    expect(await roomSnapshot(admin.db, roomId)).toBe(before);
    // A real change is written and moves the version, so the comparison above could see one.
    const changed = await rawHost.post(
      'configureRoom',
      JSON.stringify({ roomId, changes: { turnTimeLimit: 60_000 } }),
    );
    expect((changed.result as RoomResponse).version).toBe(room.version + 1);
    expect(await roomSnapshot(admin.db, roomId)).not.toBe(before);
  });

  it('refuses names that hide characters or pass for an AI player, through the real callables', async () => {
    const before = await databaseSnapshot(admin.db);
    const refused = [
      ['\u200b\u200b', 'A name needs at least one visible character'],
      ['\u202eevE', "Names can't contain hidden or control characters"],
      ['Eve\u0000', "Names can't contain hidden or control characters"],
      ['Eve\nAdmin', "Names can't contain hidden or control characters"],
      ['AI 2', 'That name is kept for the AI players'],
      ['ai2', 'That name is kept for the AI players'],
      ['A.I. 3', 'That name is kept for the AI players'],
      ['\u0410\u0406 2', 'That name is kept for the AI players'], // in Cyrillic letters
      ['\u0391\u0399 4', 'That name is kept for the AI players'], // in Greek letters
    ] as const;
    for (const [name, message] of refused) {
      for (const [callable, data] of [
        ['createRoom', { name }],
        ['joinRoom', { code, name }],
      ] as const) {
        const answer = await outsider.post(callable, JSON.stringify(data));
        expect(answer, `${callable} ${JSON.stringify(name)}`).toEqual({
          httpStatus: 400,
          error: { status: 'INVALID_ARGUMENT', message, details: { code: 'payload/name' } },
        });
      }
    }
    expect(await databaseSnapshot(admin.db)).toBe(before);
  });

  it('stores a name trimmed and in NFC, whatever form the phone typed it in', async () => {
    const typed = '  Zoe\u0308  ';
    const made = await outsider.post('createRoom', JSON.stringify({ name: typed }));
    expect(made.httpStatus).toBe(200);
    const { roomId: made_id } = made.result as RoomWithCodeResponse;
    const stored = await storedRoom(admin.db, made_id);
    expect(stored.seats[0].name).toBe('Zo\u00eb');
    const shown = await admin.db.doc(roomPath(made_id)).get();
    expect(JSON.stringify(shown.data())).toContain('"Zo\u00eb"');
  });

  it('answers internal, before any handler runs, for "@type" objects and JSON nested thousands deep; nothing is stored', async () => {
    const before = await databaseSnapshot(admin.db);
    const undecodable = [
      '{"name":{"@type":"type.googleapis.com/google.protobuf.Any","value":"x"}}',
      '{"@type":"x","name":"Eve"}',
      `{"name":"Eve","preset":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
    ];
    for (const json of undecodable) {
      const answer = await outsider.post('createRoom', json);
      expect({ httpStatus: answer.httpStatus, status: answer.error?.status }, json.slice(0, 60)).toEqual({
        httpStatus: 500,
        status: 'INTERNAL',
      });
    }
    expect(await databaseSnapshot(admin.db)).toBe(before);
  });

  it('answers a Next tapped again on a screen one version behind with the room unchanged, before and after the trick is collected', async () => {
    table = await openTable({ joiners: ['sit'], label: 'next-twice' });
    const { roomId: tableId } = table;
    const random = randomSource(5);
    while ((await storedGame(admin.db, tableId)).phase !== 'trick-complete')
      expect(await oneMoveAtATime(admin.db, table, 1, random)).toHaveLength(1);
    const [host, bob] = table.members;
    const stored = (await storedRoom(admin.db, tableId)).version;
    const shown = await host!.feed.until((v) => v.version >= stored);
    const next = shown.view.validActions.find((action) => action.type === 'agree')!;
    const tap = moveRequest(next, tableId, shown.version)!;
    const first = await host!.player.call(tap.callable, tap.payload);
    expect(first.ok).toBe(true);
    const agreed = await roomSnapshot(admin.db, tableId);
    // The same tap again (a double tap, a second tab): her Next counted already.
    const again = await host!.player.call(tap.callable, tap.payload);
    expect(again).toEqual(first);
    expect(await roomSnapshot(admin.db, tableId)).toBe(agreed);
    // Bob's Next collects the trick; her old tap arriving now asks for nothing the table needs.
    const bobShown = await bob!.feed.until((v) => v.view.validActions.some((a) => a.type === 'agree'));
    const bobNext = bobShown.view.validActions.find((action) => action.type === 'agree')!;
    const bobTap = moveRequest(bobNext, tableId, bobShown.version)!;
    expect((await bob!.player.call(bobTap.callable, bobTap.payload)).ok).toBe(true);
    const moved = await storedGame(admin.db, tableId);
    expect(moved.phase).not.toBe('trick-complete');
    const collected = await roomSnapshot(admin.db, tableId);
    const late = await host!.player.call(tap.callable, tap.payload);
    if (moved.phase === 'hand-complete')
      // The trick ended the hand (a nello lost, a bid decided): the table needs her Next to score
      // it, and an old tap must not stand for that one.
      expect(late).toMatchObject({ ok: false, code: 'aborted', details: { code: 'room/stale' } });
    else
      expect(late).toEqual({
        ok: true,
        data: { roomId: tableId, version: (await storedRoom(admin.db, tableId)).version },
      });
    expect(await roomSnapshot(admin.db, tableId)).toBe(collected);
  }, 120_000);
});
