// The table of a replay with every hand face up: seat 1 at the bottom, the others clockwise
// (seat 2 on the left, seat 3 across, seat 4 on the right), each with its plate (name, bid, whose
// turn) and its unplayed dominoes, and the trick in the middle, each play in front of its player.
import { SEATS, dominoesIn } from '@texas42/shared';
import type { GameState, Seat } from '@texas42/shared';
import { Domino } from '../../../components/ui/domino/domino';
import { dominoSpokenName } from '../../../lib/domino';
import { bidOrPassLabel } from '../../../lib/labels';
import { seatName, trickTaker } from '../model/replay-words';
import styles from './replay-board.module.css';

const POSITIONS = ['bottom', 'left', 'top', 'right'] as const;
type Position = (typeof POSITIONS)[number];

/** The side players' tiles lie down; the others stand up. */
const orientationAt = (position: Position) =>
  position === 'left' || position === 'right' ? 'horizontal' : 'vertical';

/** What a seat's plate says beside its name: its bid while bidding, "Bid 31" for the bidder. */
const plateNote = (state: GameState, seat: Seat): string | null => {
  if (state.sittingOut === seat) return 'Sits out';
  if (state.phase === 'bidding') {
    const own = state.bids.filter((action) => action.seat === seat).at(-1);
    return own ? bidOrPassLabel(own) : null;
  }
  return state.contract?.bidder === seat ? 'Bidder' : null;
};

function ReplaySeat({ state, seat }: { state: GameState; seat: Seat }) {
  const position = POSITIONS[seat];
  const note = plateNote(state, seat);
  // Highest first: the hand reads the same at every step.
  const hand = dominoesIn(state.hands[seat]).sort((a, b) => b - a);
  return (
    <div className={styles.seat} data-position={position} data-turn={state.turn === seat || undefined}>
      <p className={styles.plate}>
        <span className={styles.name}>{seatName(seat)}</span>
        {state.shaker === seat && <span className={styles.tag}>Shaker</span>}
        {note && <span className={styles.tag}>{note}</span>}
        {state.turn === seat && <span className={styles.turn}>to move</span>}
      </p>
      <ul className={styles.hand} aria-label={`${seatName(seat)}'s hand`}>
        {hand.map((id) => (
          <li key={id}>
            <Domino id={id} orientation={orientationAt(position)} className={styles.tile} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReplayTrick({ state }: { state: GameState }) {
  const taker = trickTaker(state)?.seat ?? null;
  return (
    <section className={styles.trick} aria-label={`Trick ${Math.min(state.tricks.length + 1, 7)}`}>
      <ol className={styles.plays}>
        {state.trick.map((play, index) => (
          <li
            key={play.seat}
            className={styles.play}
            data-position={POSITIONS[play.seat]}
            data-winner={taker === play.seat || undefined}
          >
            <Domino
              id={play.domino}
              orientation={orientationAt(POSITIONS[play.seat])}
              decorative
              className={styles.trickTile}
            />
            <span className="sr-only">
              {`${seatName(play.seat)} ${index === 0 ? 'led' : 'played'} ${dominoSpokenName(play.domino)}${taker === play.seat ? ', winning the trick' : ''}`}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export type ReplayBoardProps = { readonly state: GameState; readonly className?: string };

/** Four open hands around the trick in progress. */
export function ReplayBoard({ state, className }: ReplayBoardProps) {
  return (
    <div className={[styles.board, className].filter(Boolean).join(' ')}>
      {SEATS.map((seat) => (
        <ReplaySeat key={seat} state={state} seat={seat} />
      ))}
      <ReplayTrick state={state} />
    </div>
  );
}
