// Rooms: the multiplayer layer over the engine, pure. Seats and watchers, capabilities, rule
// transformers, the referee's turn clock, and authorize-then-execute for every move.

export * from './errors';
export * from './room';
export { holderAt, playersOfPlays } from './seat-history';
export type { SeatTaken } from './seat-history';
export * from './transformer';
export * from './registry';
export { dailyDate, isDailyTable } from './short-games';
export { dailyDateOn, dailyTable } from './daily-table';
export { DAILY_SECRET_MS, dailyOpensAt, isDailySecret, openDaily, opensAtWords } from './daily-secret';
export { MOST_STARS, TRICK_SQUARES, marksOfShare, shareText, trickGrid } from './daily-share';
export type { DailyShare, TrickMark } from './daily-share';
export { CODE_ALPHABET, CODE_LENGTH, inviteCode, isInviteCode, normalizeCode } from './invite-code';
export type { RoomRequest } from './requests';
export { capabilitiesOf, isHost, showsHints } from './capabilities';
export { playersOf, tableActions } from './table';
// The operations' modules whole, so an operation added to one needs no line here.
export * from './membership';
export * from './audience';
export * from './seat-requests';
export * from './transfer';
export { createRoomFromGame } from './from-game';
export {
  AI_LEVELS,
  AI_LEVEL_CHOICES,
  AI_LEVEL_NAMES,
  DEFAULT_AI_LEVEL,
  aiLevelInfo,
  isAiLevel,
} from './ai-levels';
export type { AiLevel } from './ai-levels';
export { configureRoom, startGame, TURN_LIMITS } from './setup';
export type { NewDeal } from './setup';
export type { DealKeyRequest } from './deal-keys';
export { act, claimTimeout } from './play';
export { afterOwnMove, PREDICTED_FIELDS } from './own-move';
export type { Heard } from './play';
export { aiMove, aiOnTurn, aiQuestion, playAi, playAiMove } from './ai-turn';
export * from './away';
export { everyoneAway, resumedAt } from './pause';
export {
  GONE_GRACE_MS,
  PRESENCE_STALE_MS,
  SILENT_TURN_MS,
  heartbeatEvery,
  hostAwayAfter,
  isPresent,
  whereabouts,
} from './presence';
export type { Presence, Whereabouts } from './presence';
export type { AiQuestion, MoveStrategy } from './play';
export { PUBLIC_FORMAT, viewFor, publicRoom, replayLinkOf, spectatorView, coachView } from './views';
export type { CoachUids, Lobby, PublicRoom, Scoreboard } from './views';
