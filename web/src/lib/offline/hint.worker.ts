// The hint thread of a table with hints on (hint-thread.ts): the table's worker hands it the view
// the table's hinter is given, and it answers with the hint. A bid's hint costs a phone seconds
// (docs/performance.md, "The hint on a phone"), most of them for its chance: the move goes out as
// soon as the search has it, and the sentence with the chance after, worked out in slices so a
// cancel is read between two (hint-answers.ts). Here it never holds up the table's own thread, so
// the player's move is taken while a hint is still being worked out.
import { answerHintsHere } from './hint-answers';
import type { HintMessage } from './hint-thread';

const answer = answerHintsHere((reply) => self.postMessage(reply));

self.addEventListener('message', (event: MessageEvent<HintMessage>) => answer(event.data));
