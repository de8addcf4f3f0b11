// The room service: the room loop written once. A dispatcher keyed by the callable names turns a
// checked request into a room change; the server's callables and the offline table both run it,
// and the AI's turn is the room layer's (aiOnTurn, aiMove, playAiMove).
export { CREATING_CALLABLES } from './operation';
export type { Birth, CreatingCallable, DealNeed, OfflineCallable, Outside, RoomCallable } from './operation';
export {
  dealingOf,
  isCreating,
  isOnlineOnly,
  newRoom,
  offlineDealingOf,
  offlineRoomAfter,
  roomAfter,
} from './dispatch';
