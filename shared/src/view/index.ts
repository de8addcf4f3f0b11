// Views: what each member of a table may see, as whitelist projections of the game state.

export * from './awaits-hint';
export * from './capability';
export * from './player-view';
export * from './offered-action';
export { RECENT_ACTIONS, eventsSince, recentEvents } from './events';
export { getPlayerView, debugViews, dominoesPlayedBy, hintFor } from './get-player-view';
export type { SeatInfo, ViewOptions } from './get-player-view';
