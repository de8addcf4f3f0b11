// The AI worker thread (bundled to lib/ai/worker.js): answers each decision the pool sends it, one
// at a time. Its solver tables live in this thread, built on its first decision and kept.
import { parentPort } from 'node:worker_threads';
import { decide } from './decide';
import type { DecisionAnswer, DecisionRequest } from './pool';

const port = parentPort;
if (port === null) throw new Error('The AI worker must run as a worker thread');
port.on('message', ({ question, seed }: DecisionRequest) => {
  let answer: DecisionAnswer;
  try {
    answer = { ok: true, action: decide(question, seed) };
  } catch (error) {
    answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
