// The other direction of `moveAction`: the callable and payload that submit one of a view's
// valid actions. Clients send what their view offers, so the server's parse is its exact inverse.

import type { Action } from '../engine';
import type { CallableRequests } from './requests';
import type { MoveCallable } from './parse-request';

/** A move as a call: which callable, with which payload. */
export type MoveRequest = {
  readonly [N in MoveCallable]: { readonly callable: N; readonly payload: CallableRequests[N] };
}[MoveCallable];

/** The call that submits `action` in room `roomId` against `version`; null for the room's own follow-ups. */
export const moveRequest = (action: Action, roomId: string, version?: number): MoveRequest | null => {
  const target = version === undefined ? { roomId } : { roomId, version };
  switch (action.type) {
    case 'bid':
      return {
        callable: 'placeBet',
        payload: { ...target, bid: { kind: action.kind, value: action.value } },
      };
    case 'pass':
      return { callable: 'placeBet', payload: { ...target, bid: 'pass' } };
    case 'select-trump':
      return { callable: 'selectTrump', payload: { ...target, trump: action.trump } };
    case 'play':
      return { callable: 'playDomino', payload: { ...target, domino: action.domino } };
    case 'agree':
      return { callable: 'agree', payload: { ...target, to: action.to } };
    default:
      return null;
  }
};
