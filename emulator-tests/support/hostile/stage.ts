// The tables the hostile payloads are aimed at, each at rest (nobody's move is running, no clock):
// a lobby, a game in its bidding and a game in trick play, each with a human to move, plus a
// signed-in outsider and a client that never signed in.
import type { Action, DominoId, Seat } from '@texas42/shared';
import type { Player } from '../player';
import type { Member, Table } from '../table';

/** A caller: anything that can call a callable. */
export type Caller = Pick<Player, 'call'>;

/** A lobby with its host (seat 0) and one more seated member. */
interface LobbyStage {
  readonly roomId: string;
  readonly code: string;
  /** The room version (what both members' screens show). */
  readonly version: number;
  readonly host: Player;
  readonly member: Player;
  /** A watcher asking to coach the member's seat (1), not yet answered. */
  readonly asker: Player;
}

/** A game at rest with a human to move. */
export interface GameStage {
  readonly roomId: string;
  readonly code: string;
  readonly version: number;
  /** The human on turn, their seat, and the version their view shows. */
  readonly turn: Player;
  readonly turnSeat: Seat;
  readonly turnVersion: number;
  /** A move the human on turn may make now, and every move they may make. */
  readonly move: Action;
  readonly offered: readonly Action[];
  /** The other human, their seat, and a move of theirs that is out of turn. */
  readonly other: Player;
  readonly otherSeat: Seat;
  /** The unplayed dominoes of the human on turn and of the other human. */
  readonly turnHand: readonly DominoId[];
  readonly otherHand: readonly DominoId[];
  /** The host (one of the two humans). */
  readonly host: Player;
}

/** Everything the cases refer to. */
export interface Stage {
  readonly lobby: LobbyStage;
  readonly bidding: GameStage;
  readonly playing: GameStage;
  readonly outsider: Player;
  readonly signedOut: Caller;
}

/** The game stage of a table whose two humans are seats 0 and 1, at `version`. */
export function gameStage(table: Table, version: number): GameStage {
  const humans = table.members.filter((m): m is Member & { seat: Seat } => m.seat !== null);
  const onTurn = humans.find((m) => m.feed.latest()!.view.validActions.length > 0);
  if (onTurn === undefined) throw new Error('no human is to move');
  const other = humans.find((m) => m !== onTurn)!;
  const turnView = onTurn.feed.latest()!;
  return {
    roomId: table.roomId,
    code: table.code,
    version,
    turn: onTurn.player,
    turnSeat: onTurn.seat,
    turnVersion: turnView.version,
    move: turnView.view.validActions[0]!,
    offered: turnView.view.validActions,
    other: other.player,
    otherSeat: other.seat,
    turnHand: turnView.view.self!.hand,
    otherHand: other.feed.latest()!.view.self!.hand,
    host: table.members[0]!.player,
  };
}
