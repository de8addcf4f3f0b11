// The viewer's own dominoes (a coach's: the coached player's, to look at), big enough to tap with a thumb. On the viewer's turn the valid
// plays are bright and the rest dimmed (and disabled, so an illegal tap cannot happen); a tapped
// tile lifts and a second tap plays it.
import { Domino } from '../../../components/ui/domino/domino';
import type { DominoState } from '../../../components/ui/domino/domino';
import type { TableHandDomino } from '../table-view-model';
import styles from './player-hand.module.css';

export type PlayerHandProps = {
  readonly hand: readonly TableHandDomino[];
  readonly canPlay: boolean;
  readonly selected: number | null;
  readonly onTap: (id: number) => void;
  readonly className?: string;
  /** What the hand is called ("Your hand"; a coach's "Ann's hand"). */
  readonly label?: string;
};

/** Finds the hand on the table: it stays at the screen's foot while a table too tall for the
 * screen scrolls (use-table-focus.ts, use-hand-height.ts). */
export const PLAYER_HAND = '[data-player-hand]';

/** One button per domino, named by the domino ("six-four"), pressed when selected. */
export function PlayerHand(props: PlayerHandProps) {
  const { hand, canPlay, selected, onTap, className, label = 'Your hand' } = props;
  return (
    <ul
      className={[styles.hand, className].filter(Boolean).join(' ')}
      aria-label={label}
      data-move-area={canPlay || undefined}
      data-player-hand
    >
      {hand.map((domino) => {
        const state = tileState(domino, canPlay, selected);
        return (
          <li key={domino.id} className={styles.item}>
            <button
              type="button"
              className={styles.tile}
              data-state={state}
              disabled={!canPlay || !domino.playable}
              aria-pressed={canPlay && domino.playable ? selected === domino.id : undefined}
              onClick={() => onTap(domino.id)}
            >
              <Domino id={domino.id} state={state} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function tileState(domino: TableHandDomino, canPlay: boolean, selected: number | null): DominoState {
  if (!canPlay) return 'idle';
  if (!domino.playable) return 'disabled';
  return selected === domino.id ? 'selected' : 'playable';
}
