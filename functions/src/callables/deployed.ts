// Every operation as its deployed callable, by the operation's name (CALLABLES, the keys of the
// request schemas). Most change the room their request names and share one path
// (roomChangeCallable); the few that find their room another way, make one, or read more than the
// room have their own module below. An operation added to the room service is deployed here with
// no line of its own.

import { CALLABLES } from '@texas42/shared';
import type { CallableName, CallableResponses } from '@texas42/shared';
import type { CallableFunction } from 'firebase-functions/https';
import { acceptTransfer } from './accept-transfer';
import { roomChangeCallable } from './change';
import { claimHost } from './claim-host';
import { claimTimeout } from './claim-timeout';
import { createRoom } from './create-room';
import { createRoomFromGame } from './create-room-from-game';
import { joinRoom } from './join-room';
import { leaveRoom } from './leave-room';
import { markAway } from './mark-away';
import { offerTransfer } from './offer-transfer';
import { playDaily } from './play-daily';

/** One deployed callable: any payload in, the operation's response out. */
type Deployed<N extends CallableName> = CallableFunction<unknown, Promise<CallableResponses[N]>>;

/** The callables with a path of their own. */
const OWN_PATHS = {
  createRoom,
  joinRoom,
  createRoomFromGame,
  playDaily,
  offerTransfer,
  acceptTransfer,
  claimTimeout,
  markAway,
  claimHost,
  leaveRoom,
} as const satisfies { readonly [N in CallableName]?: Deployed<N> };

const hasOwnPath = (name: CallableName): name is keyof typeof OWN_PATHS => Object.hasOwn(OWN_PATHS, name);

/** Every other callable changes the room its request names by id (this fails to compile when one
 * does not, until it has its own path above). */
const sharedPath = (name: Exclude<CallableName, keyof typeof OWN_PATHS>) => roomChangeCallable(name);

/** Every callable, by name: its own path, else the room service's change to the room by its id. */
export const DEPLOYED: { readonly [N in CallableName]: Deployed<N> } = Object.fromEntries(
  CALLABLES.map((name) => [name, hasOwnPath(name) ? OWN_PATHS[name] : sharedPath(name)]),
) as { readonly [N in CallableName]: Deployed<N> };
