// Rooms: the multiplayer layer over the engine, pure. Seats and watchers, capabilities, rule
// transformers, the referee's turn clock, and authorize-then-execute for every move.

export * from './errors';
export * from './room';
export * from './transformer';
export * from './registry';
export { DEFAULT_STAR_THRESHOLDS, dailyDate, shareText, starsFor } from './short-games';
export { CODE_ALPHABET, CODE_LENGTH, inviteCode, isInviteCode, normalizeCode } from './invite-code';
export type { RoomRequest } from './requests';
export { capabilitiesOf, isHost } from './capabilities';
export { playersOf, tableActions } from './table';
export { createRoom, joinRoom, leaveRoom, takeSeat, watchTable, swapSeats } from './membership';
export { answerCoach, removeWatcher } from './audience';
export { answerSeat } from './seat-requests';
export { moveSeat } from './transfer';
export { createRoomFromGame } from './from-game';
export { configureRoom, startGame, TURN_LIMITS } from './setup';
export type { NewDeal } from './setup';
export type { DealKeyRequest } from './deal-keys';
export { act, playAi, claimTimeout } from './play';
export type { MoveStrategy } from './play';
export { viewFor, publicRoom, spectatorView, coachView } from './views';
export type { CoachUids, Lobby, PublicRoom, Scoreboard } from './views';
