// A lesson's move sent to its table: the same operation a move at any table is (placeBet,
// selectTrump, playDomino or agree), against the view version the student saw. No move is shown
// before the table answers: the lesson's screen offers nothing until then.
import { moveRequest } from '@texas42/shared';
import type { Action, CallableRequests, MoveCallable } from '@texas42/shared';
import type { GameClient } from '../../../lib/game-client';
import { GameClientError } from '../../../lib/game-client';

/** Sends one move as its operation. */
const submit = <N extends MoveCallable>(
  client: GameClient,
  move: { readonly callable: N; readonly payload: CallableRequests[N] },
) => client.send(move.callable, move.payload);

/** Sends `action` on the lesson's table; rejects with the table's refusal. */
export async function sendChoice(
  client: GameClient,
  move: { readonly roomId: string; readonly action: Action; readonly version: number },
): Promise<void> {
  const request = moveRequest(move.action, move.roomId, move.version);
  if (request === null) throw new GameClientError('room/system-action');
  await submit(client, request);
}
