// Views: what each member of a table may see, as whitelist projections of the game state.

export * from './capability';
export * from './player-view';
