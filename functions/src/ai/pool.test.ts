import { AI_LEVELS, aiOnTurn, aiQuestion } from '@texas42/shared';
import type { AiQuestion, Room } from '@texas42/shared';
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { playAiSeats } from '../ai-driver';
import { random, randomStep, startedRoom } from '../store/test-support';
import { decide } from './decide';
import { aiPool } from './pool';
import type { AiPool } from './pool';

const logged = vi.hoisted(() => ({ error: vi.fn(), warn: vi.fn() }));
vi.mock('firebase-functions', () => ({ logger: logged }));

/** The worker as deployed: src/ai/worker.ts bundled the way functions/package.json bundles it. */
let script: URL;
let folder: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'ai-worker-'));
  const outfile = join(folder, 'worker.js');
  await build({
    entryPoints: [new URL('./worker.ts', import.meta.url).pathname],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'silent',
  });
  script = pathToFileURL(outfile);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Three people's room with `seed`, played on (random moves) until the AI seat is on turn. */
const aiToMove = (seed: number, moves: number): Room => {
  const next = random(seed);
  let room = randomStep(startedRoom(seed), next);
  for (let i = 0; i < moves || aiOnTurn(room) === null; i++) room = randomStep(room, next);
  return room;
};

const questionOf = (room: Room): AiQuestion => {
  const question = aiQuestion(room);
  if (!question.ok) throw new Error(question.error.message);
  return question.value;
};

const withPool = async (pool: AiPool, test: (pool: AiPool) => Promise<void>) => {
  try {
    await test(pool);
  } finally {
    await pool.close();
  }
};

describe('the AI worker pool', () => {
  it('decides the same move as the request thread for the same view and seed, at every level', () =>
    withPool(aiPool({ threads: 1, maxWaiting: 10, script }), async (pool) => {
      // Bids (the first AI turn of a deal) and plays (a dozen moves on), at every level.
      const questions = [aiToMove(3, 0), aiToMove(5, 12), aiToMove(8, 20)].flatMap((room) =>
        AI_LEVELS.map(({ player }) => questionOf({ ...room, aiLevel: player })),
      );
      for (const [i, question] of questions.entries())
        expect(await pool.decide(question, 1000 + i)).toEqual(decide(question, 1000 + i));
    }));

  it('refuses a decision past its queue bound at once, and still answers the ones it took', () =>
    withPool(aiPool({ threads: 1, maxWaiting: 2, script }), async (pool) => {
      const question = questionOf(aiToMove(3, 0));
      const outcomes = await Promise.allSettled([1, 2, 3, 4].map((seed) => pool.decide(question, seed)));
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
      expect((outcomes[3] as PromiseRejectedResult).reason.message).toMatch(/The AI is busy: 2 decisions/);
      for (const outcome of outcomes.slice(0, 3))
        expect(question.view.validActions).toContainEqual((outcome as PromiseFulfilledResult<unknown>).value);
    }));

  it('answers a decision it cannot make with its reason, and goes on deciding', () =>
    withPool(aiPool({ threads: 1, maxWaiting: 2, script }), async (pool) => {
      const question = questionOf(aiToMove(3, 0));
      const nothingOffered = { ...question, view: { ...question.view, validActions: [] } };
      await expect(pool.decide(nothingOffered, 1)).rejects.toThrow('no valid action');
      expect(await pool.decide(question, 1)).toEqual(decide(question, 1));
    }));

  it('leaves the drive stopped and logged, not thrown, when the worker fails', async () => {
    const broken = new URL('data:text/javascript,throw new Error("the worker broke")');
    await withPool(aiPool({ threads: 1, maxWaiting: 2, script: broken }), async (pool) => {
      const room = aiToMove(3, 0);
      logged.error.mockClear();
      await expect(playAiSeats(room, (q, seed) => pool.decide(q, seed))).resolves.toBe(room);
      expect(logged.error).toHaveBeenCalledWith('The AI driver stopped', {
        roomId: room.id,
        error: expect.objectContaining({ message: 'the worker broke' }),
      });
    });
  });
});
