// The longest game a table really plays, counted in accepted actions. A game record or a replay
// link longer than this is refused before anything is replayed, so no request can make the
// server replay more: a pass costs a link nothing, and all-pass redeals never end on their own.

/** The most actions one deal takes: 4 bids, trump, 28 plays, 7 tricks of 4 agreements and a
 * collect, 4 agreements and the score. */
export const MAX_DEAL_ACTIONS = 4 + 1 + 28 + 7 * 5 + 5;

/** The most actions a game record or link may hold. A marks game (to at most 21) ends within 41
 * hands, as every hand gives someone a mark; a points game (to at most 999) in about 48, as a
 * hand's tricks share 42 points (a set gives at least 43; only a nello whose partner sits out
 * with the count gives less): 48 x 73 = 3,504 actions. The rest
 * leaves room for 374 all-pass redeals of 4 passes. A longer game is only ever played by passing
 * hand after hand, and a record of one is refused as too long. */
export const MAX_GAME_ACTIONS = 5_000;
