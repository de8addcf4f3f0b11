// Test 3, bad input: hundreds of generated malformed and hostile payloads sent to all thirteen
// callables, aimed at a lobby, a game in its bidding and a game in trick play. Every one must be
// refused with its clear status (never `internal`) and a message a player can read, and no stored
// document may change: every document of the three rooms is compared as text (content and update
// time) after every payload, and the whole database at the end (which also shows nothing was added).
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '@texas42/shared';
import { adminFirestore, databaseSnapshot, documentsSnapshot, pathsIn, roomSnapshot } from './support/admin';
import { buildStage } from './support/hostile/build-stage';
import { hostileCases } from './support/hostile/hostile';
import type { Case } from './support/hostile/malformed';
import { malformedCases, preview } from './support/hostile/malformed';
import type { Stage } from './support/hostile/stage';
import type { Outcome } from './support/player';
import { signIn } from './support/player';
import { warmFunctions } from './support/warm-functions';

const SEED = 20_240_942;
/** Invalid values generated per field of each callable. */
const PER_FIELD = 8;

/** Why an outcome is not the refusal the case expects, or null. */
const problemWith = (test: Case, outcome: Outcome): string | null => {
  if (outcome.ok) return `accepted: ${preview(outcome.data)}`;
  if (!test.expected.includes(outcome.code))
    return `${outcome.code} (${outcome.message}), expected ${test.expected.join(' or ')}`;
  const message = outcome.message.trim();
  const readable =
    message.length > 0 &&
    message.length <= 200 &&
    !/[\n\r]|Error:|\bat .+:\d+|undefined|\[object|internal/i.test(message);
  return readable ? null : `unreadable message: ${JSON.stringify(message)}`;
};

/** A database snapshot as a refusal must leave it. markAway spends a token of its caller's `away`
 * allowance on every call, refused or not (a refused call still costs the server its reads), so
 * that allowance, and the write times of quota documents, are left out; a quota document holding
 * nothing else is left out whole. Every other byte must stay as it was. */
const withoutAwayAllowance = (snapshot: string): string =>
  snapshot
    .split('\n')
    .flatMap((line) => {
      const quota = /^(quotas\/\S+) @\S+ (.*)$/.exec(line);
      if (quota === null) return [line];
      const { away: _away, ...rest } = JSON.parse(quota[2]!) as Record<string, unknown>;
      return Object.keys(rest).length === 0 ? [] : [`${quota[1]} ${JSON.stringify(rest)}`];
    })
    .join('\n');

/** The lines of two snapshots that differ, shortened. */
const changes = (before: string, after: string): string => {
  const [old, now] = [new Set(before.split('\n')), new Set(after.split('\n'))];
  const gone = [...old].filter((line) => !now.has(line)).map((line) => `- ${line.slice(0, 160)}`);
  const added = [...now].filter((line) => !old.has(line)).map((line) => `+ ${line.slice(0, 160)}`);
  return [...gone, ...added].join('\n');
};

describe('bad input: malformed and hostile payloads to every callable', () => {
  const admin = adminFirestore();
  let stage: Stage;
  let close = async () => {};
  let cases: Case[];
  let roomIds: string[];

  beforeAll(async () => {
    setLogLevel('silent');
    const started = performance.now();
    const warmer = await signIn('warmer');
    await warmFunctions(warmer, Object.fromEntries(CALLABLES.map((callable) => [callable, 1])));
    await warmer.close();
    const built = await buildStage(admin.db);
    console.log(`bad input: tables set in ${Math.round(performance.now() - started)} ms`);
    ({ stage, close } = built);
    roomIds = built.tables.map((table) => table.roomId);
    cases = [...malformedCases(stage, PER_FIELD, SEED), ...hostileCases(stage, SEED)];
  }, 300_000);

  afterAll(async () => {
    await close();
    await admin.close();
  });

  it('generates at least 500 payloads, touching every callable', () => {
    expect(cases.length).toBeGreaterThanOrEqual(500);
    expect(new Set(cases.map((c) => c.callable))).toEqual(new Set(CALLABLES));
  });

  it('refuses each with its status and a readable message, and no stored document changes', async () => {
    const database = await databaseSnapshot(admin.db);
    const trees = await Promise.all(roomIds.map((id) => roomSnapshot(admin.db, id)));
    const paths = trees.flatMap(pathsIn);
    const before = await documentsSnapshot(admin.db, paths);
    expect(before).toBe(trees.join('\n').split('\n').sort().join('\n'));
    const problems: string[] = [];
    const started = performance.now();
    const codes = new Map<string, number>();
    // One payload at a time: the functions emulator starts a worker process for every request in
    // flight to the same function, so sending them at once is slower, and a change is pinned down.
    for (const test of cases) {
      const outcome = await test.caller.call(test.callable, test.data);
      const problem = problemWith(test, outcome);
      if (problem !== null) problems.push(`${test.label}: ${problem}`);
      const code = outcome.ok ? 'ok' : outcome.code;
      codes.set(code, (codes.get(code) ?? 0) + 1);
      const after = await documentsSnapshot(admin.db, paths);
      if (after !== before)
        expect.fail(
          `stored documents changed after ${test.label}: ${preview(test.data)}\n${changes(before, after)}`,
        );
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`bad input: ${cases.length} payloads in ${seconds} s,`, Object.fromEntries(codes));
    expect(problems).toEqual([]);
    expect(withoutAwayAllowance(await databaseSnapshot(admin.db))).toBe(withoutAwayAllowance(database));
  }, 900_000);
});
