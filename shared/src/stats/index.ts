// Statistics: what each person's finished games add up to (totals, a month-by-month trend and
// their recent games), worked out from the game itself, pure, for the server and the device alike.

export * from './person-stats';
export { finishedGame, finishedGameId } from './finished-game';
export type { FinishedGame } from './finished-game';
export { hasGame, withGame } from './fold';
export { decodePersonStats } from './stats-schema';
export type { StatsFormatError } from './stats-schema';
export { withDailyStars } from './daily-stars';
