// The table in play: the room's transformed valid actions, and `settle`, which runs everything
// that needs no person after an accepted change: AI and away seats agree at once, the follow-up
// runs as soon as every seat has agreed (or ends a short game), and the turn clock restarts.

import { ALL_AGREED, SEATS, bySeat, execute, isSystemAction } from '../engine';
import type { BySeat, GameState } from '../engine';
import type { OfferedAction, SeatInfo } from '../view';
import { tableMachine } from './registry';
import type { GameRoom, Room } from './room';
import type { TableContext } from './transformer';

/** What the views show of each seat's occupant. */
export const playersOf = (room: Room): BySeat<SeatInfo> =>
  bySeat((seat) => {
    const { name, kind, away } = room.seats[seat];
    return { name, kind, away };
  });

/** The actions the table accepts now: the engine's, through the room's transformers. */
export const tableActions = (room: Room, context: TableContext = {}): OfferedAction[] =>
  room.game === null
    ? []
    : tableMachine(room.transformers, { ...context, players: playersOf(room) })(room.game);

const isConsensus = (game: GameState): boolean =>
  game.phase === 'trick-complete' || game.phase === 'hand-complete';

/** The room after the automatic steps, with the turn clock restarted from `now`. */
export const settle = (room: GameRoom, now: number): GameRoom => {
  const machine = tableMachine(room.transformers);
  let { game } = room;
  let { status, result } = room;
  while (status === 'playing' && isConsensus(game)) {
    for (const seat of SEATS) {
      const slot = room.seats[seat];
      if (((game.agreed >> seat) & 1) === 0 && (slot.kind === 'ai' || slot.away)) {
        const agreed = execute(game, {
          type: 'agree',
          seat,
          to: game.phase === 'trick-complete' ? 'complete-trick' : 'score-hand',
        });
        if (agreed.ok) game = agreed.value;
      }
    }
    if (game.agreed !== ALL_AGREED) break;
    const followUp = machine(game).find((offered) => isSystemAction(offered.action));
    if (followUp === undefined) break;
    if (followUp.ends !== undefined) {
      result = followUp.ends;
      status = 'finished';
      break;
    }
    const next = execute(game, followUp.action);
    if (!next.ok) break;
    game = next.value;
  }
  if (game.phase === 'game-over') status = 'finished';
  return turnBegunAt({ ...room, game, status, result }, now);
};

/** `room` with the turn now owed begun at `now`: the whole clock to play it (at a table with one)
 * and its silence counted from then; no clock once the game is not in play. */
export const turnBegunAt = <R extends Room>(room: R, now: number): R => {
  const playing = room.status === 'playing';
  return {
    ...room,
    turnDeadline: playing && room.turnTimeLimit !== null ? now + room.turnTimeLimit : null,
    turnSince: playing ? now : null,
  };
};
