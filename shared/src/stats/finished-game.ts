// What a finished game gives everyone who sat in it: every hand's outcome (the game is replayed
// from its record, since the state keeps only the last hand's), the points each seat's plays gave
// away by the hand review (the exact solver judging every play), who won, the final score, the
// names at the table and the replay link. Worked out once per game, then folded into each
// seated person's statistics (fold.ts).

import { actionsOf, bySeat, createGame, createKeyedGame, execute, withKeyFrom } from '../engine';
import type { BySeat, ByTeam, GameState, HandOutcome, Team } from '../engine';
import { playedHandFromState, reviewHand } from '../ai';
import { replayLinkOf } from '../room';
import type { GameRoom, Room } from '../room';
import type { GameKind } from './person-stats';

/** A finished game as the statistics read it. */
export interface FinishedGame {
  readonly id: string;
  readonly kind: GameKind;
  /** Every hand played to its end, in order (an all-pass redeal is no hand). */
  readonly hands: readonly HandOutcome[];
  /** How many of those hands the review judged play by play (not nello's, whose plays it does not
   * judge), and the points each seat's plays gave away in them. */
  readonly handsReviewed: number;
  readonly pointsLost: BySeat<number>;
  readonly winner: Team;
  readonly unit: 'marks' | 'points';
  /** Each team's final score in `unit`. */
  readonly score: ByTeam<number>;
  readonly names: BySeat<string>;
  readonly replayLink: string | null;
}

/** The game's first state, as its record begins it. */
const firstState = (game: GameState): GameState =>
  game.dealing.kind === 'seeded'
    ? createGame(game.settings, game.dealing.seed)
    : createKeyedGame(game.settings, game.dealing.keys[0]!, game.dealing.carried);

/** Every hand of `game` that reached its end, replayed from the start, with what the review
 * found in it. */
const handsOf = (game: GameState): Pick<FinishedGame, 'hands' | 'handsReviewed' | 'pointsLost'> => {
  const keys = game.dealing.kind === 'keyed' ? game.dealing.keys : [];
  const hands: HandOutcome[] = [];
  const lost = [0, 0, 0, 0];
  let reviewed = 0;
  let state = firstState(game);
  for (const action of actionsOf(game)) {
    const next = execute(withKeyFrom(state, keys), action);
    if (!next.ok) break; // cannot happen: the log holds accepted actions only
    if (next.value.phase === 'hand-complete' && state.phase !== 'hand-complete' && next.value.outcome) {
      hands.push(next.value.outcome);
      const played = playedHandFromState(next.value);
      const review = played === null ? null : reviewHand(played);
      if (review !== null && review.notReviewed === null) {
        reviewed++;
        review.lostBySeat.forEach((points, seat) => (lost[seat]! += points));
      }
    }
    state = next.value;
  }
  return { hands, handsReviewed: reviewed, pointsLost: bySeat((seat) => lost[seat]!) };
};

/** A game's id: its room, where its deals came from and how long it ran, so the same game
 * always has the same id and two games at one table do not. */
const gameIdOf = (room: GameRoom): string => {
  const { dealing } = room.game;
  const source = dealing.kind === 'seeded' ? dealing.seed.toString(36) : dealing.keys[0]!.slice(0, 12);
  return `${room.id}.${source}.${actionsOf(room.game).length}`;
};

/** The finished game of `room`, or null while it has none. */
export const finishedGame = (room: Room): FinishedGame | null => {
  if (room.status !== 'finished') return null;
  const { game, result } = room;
  const winner = result?.winner ?? game.winner;
  if (winner === null) return null;
  const base = {
    id: gameIdOf(room),
    ...handsOf(game),
    winner,
    names: bySeat((seat) => room.seats[seat].name),
    replayLink: replayLinkOf(room),
  };
  // A short game ends on its one hand, before it is scored: its score is the points taken.
  if (result !== null) return { ...base, kind: result.kind, unit: 'points', score: result.outcome.points };
  const unit = game.settings.target.kind === 'points' ? 'points' : 'marks';
  return { ...base, kind: 'game', unit, score: unit === 'points' ? game.gamePoints : game.marks };
};
