// The hint thread of a table with hints on (hint-thread.ts): the table's worker hands it the view
// the table's hinter is given, and it answers with the hint. A bid's hint costs a phone seconds
// (docs/performance.md, "The hint on a phone"), most of them for its chance: the move goes out as
// soon as the search has it, and the sentence with the chance after. Here it never holds up the
// table's own thread, so the player's move is taken while a hint is still being worked out.
import { hintInSteps } from '@texas42/shared';
import type { HintQuestion, HintAnswer } from './hint-thread';

self.addEventListener('message', (event: MessageEvent<HintQuestion>) => {
  const { id, view } = event.data;
  const { hint, finish } = hintInSteps(view);
  if (finish !== null) self.postMessage({ id, hint, more: true } satisfies HintAnswer);
  self.postMessage({ id, hint: finish?.() ?? hint, more: false } satisfies HintAnswer);
});
