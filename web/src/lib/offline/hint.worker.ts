// The hint thread of a table with hints on (hint-thread.ts): the table's worker hands it the view
// the table's hinter is given, and it answers with the hint. A bid's hint costs a phone seconds
// (docs/performance.md, "The hint on a phone"); here it never holds up the table's own thread, so
// the player's move is taken while a hint is still being worked out.
import { searchHinter } from '@texas42/shared';
import type { HintQuestion, HintAnswer } from './hint-thread';

self.addEventListener('message', (event: MessageEvent<HintQuestion>) => {
  const { id, view } = event.data;
  const answer: HintAnswer = { id, hint: searchHinter(view) };
  self.postMessage(answer);
});
