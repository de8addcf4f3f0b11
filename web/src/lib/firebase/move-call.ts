// A table action as the callable that submits it: bids and passes go to placeBet, declarations
// to selectTrump, plays to playDomino, "Next" to agree. The payload carries the room and the
// version the player saw; the server takes the seat from the caller's sign-in.
import type { Action, CallableRequests } from '@texas42/shared';

/** The callables that carry a move. */
export type MoveCallableName = 'placeBet' | 'selectTrump' | 'playDomino' | 'agree';

/** A move as a call: which callable, with which payload. */
export type MoveCall = {
  readonly [N in MoveCallableName]: { readonly name: N; readonly payload: CallableRequests[N] };
}[MoveCallableName];

/** The call for `action`, or null for the room's own follow-ups (never sent by a client). */
export function moveCall(action: Action, roomId: string, version?: number): MoveCall | null {
  const target = version === undefined ? { roomId } : { roomId, version };
  switch (action.type) {
    case 'bid':
      return { name: 'placeBet', payload: { ...target, bid: { kind: action.kind, value: action.value } } };
    case 'pass':
      return { name: 'placeBet', payload: { ...target, bid: 'pass' } };
    case 'select-trump':
      return { name: 'selectTrump', payload: { ...target, trump: action.trump } };
    case 'play':
      return { name: 'playDomino', payload: { ...target, domino: action.domino } };
    case 'agree':
      return { name: 'agree', payload: { ...target, to: action.to } };
    default:
      return null;
  }
}
