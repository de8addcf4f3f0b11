// The engine's public API: the rules of Texas 42 as pure functions over plain data.

export * from './action';
export { bidStrength, describeBid, splashValue, plungeValue, MIN_POINT_BID, MAX_POINT_BID } from './bidding';
export * from './domino';
export * from './errors';
export { execute } from './execute';
export { createGame, createKeyedGame, withDealKey, withoutSpareKey } from './game';
export * from './dealing';
export { dealsSince, logOfDeal } from './game-log';
export type { GameLog } from './game-log';
export type { ChunkedList, ChunkTree } from './chunked-list';
export { actionError, modeOf } from './legality';
export { phaseFieldsOf } from './phase-fields';
export { MAX_DEAL_ACTIONS, MAX_GAME_ACTIONS } from './longest-game';
export { mulberry32 } from './prng';
export { firstDeal, handEnds, originOf, replay, withKeyFrom } from './replay';
export type { GameOrigin } from './replay';
export * from './result';
export { decision, winnerOnceScored } from './scoring';
export type { HandInPlay } from './scoring';
export * from './settings';
export { sameData } from './same-data';
export { TARGET_KINDS, isTarget, within } from './setting-kinds';
export type {
  Choice,
  Count,
  OneOf,
  OnOff,
  SettingRule,
  Target,
  TargetKind,
  TargetRule,
} from './setting-kinds';
export * from './state';
export {
  DOUBLES_OWN_SUIT,
  DOUBLES_SUIT,
  DOUBLES_TRUMP,
  SEVENS,
  SUIT_NAMES,
  playModeOf,
  suitLed,
  trumpPip,
  followersOf,
  powerOf,
} from './suits';
export type { PlayMode } from './suits';
export { legalPlays, trickWinner, trickPoints } from './trick';
export { playsPerTrick, sitterFor } from './declare';
export { validActions } from './valid-actions';
export * from './vocabulary';
