// What the page and the offline worker say to each other (over lib/worker-rpc.ts). The page asks,
// calling the offline table by the callables' own names, and gets one reply per request; the
// worker pushes the public room and the player's view after every change, and the whole room for
// the page to keep in localStorage (workers have no localStorage).
import type {
  BidOutlook,
  CallableName,
  CallableRequests,
  LessonDeal,
  Room,
  RoomWithCodeResponse,
} from '@texas42/shared';
import type { GameErrorCode } from '../error-words';
import type { AiPaceCut } from './ai-pace';
import type { RoomDocument, ViewDocument } from '../game-client';

/** The one person at an offline table. */
export const OFFLINE_UID = 'you';

/** A callable's request as the page sends it to the offline table: the same names and payloads
 * as online, checked there by the callable's schema and run by the same room service. */
type OfflineCall = {
  readonly [N in CallableName]: { readonly callable: N; readonly payload: CallableRequests[N] };
}[CallableName];

/** What the page may ask of the offline table: a callable, or one of the worker's own messages:
 * take back a saved game to play on, show a saved game only (to a tab that reads it and does not
 * play it), sit at a lesson's table (made from its deal, or the one this tab kept mid-hand:
 * kept-lesson.ts), push the documents again, or stop what runs on a game another tab took (its AI
 * move, its hint) if the table still holds it. */
export type OfflineRequest =
  | OfflineCall
  | { readonly op: 'restore'; readonly room: Room }
  | { readonly op: 'show'; readonly room: Room }
  | { readonly op: 'lesson'; readonly lesson: LessonDeal; readonly name: string }
  | { readonly op: 'lesson'; readonly lesson: LessonDeal; readonly kept: Room }
  | { readonly op: 'refresh' }
  | { readonly op: 'stop'; readonly roomId: string };

/** The worker's answer to a request: the table's room, its version and code (all any operation
 * answers offline), or why the table, the request's schema or the room refused it. */
export type OfflineReply =
  | { readonly ok: true; readonly answer: RoomWithCodeResponse }
  | { readonly ok: false; readonly error: { readonly code: GameErrorCode; readonly message: string } };

/** What the worker pushes on its own: the documents, the room to save, each cut of an AI level's
 * thinking on this device (ai-pace.ts), and the outlook sheet a hint read its chance from (for
 * "Help me bid" on the same question: lib/outlook-sheets.ts). */
export type OfflinePush =
  | { readonly type: 'pace'; readonly cut: AiPaceCut }
  | { readonly type: 'outlook'; readonly key: string; readonly outlook: BidOutlook }
  | { readonly type: 'room'; readonly roomId: string; readonly room: RoomDocument }
  | { readonly type: 'view'; readonly roomId: string; readonly view: ViewDocument }
  | { readonly type: 'save'; readonly room: Room };

/** What the page starts the table with: the pause before each AI move, the seed of a device
 * that asked for repeatable deals (browser tests), else null, how many times over the AI's
 * pacing counts each decision's time (1; a browser test plays a slow phone with more), and how
 * long a hint is held back once in (0; a browser test plays a phone with slow hints). */
export interface OfflineStart {
  readonly aiDelayMs: number;
  readonly seed: number | null;
  readonly clockScale: number;
  readonly hintDelayMs: number;
}
