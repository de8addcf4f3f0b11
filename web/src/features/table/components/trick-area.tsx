// The middle of the table: each play lies in front of the player who made it (a pinwheel of
// tiles), the seat still to play shows an empty outline, and a won trick glows on the winner's
// tile. The trick number sits in the centre while the trick is under way. A play the viewer has not seen yet slides in from
// its player; a collected trick sweeps off towards its winner. At a table with hints on, an AI's
// tile is a button that explains the play (view-model/play-reasons.ts).
import { Domino } from '../../../components/ui/domino/domino';
import { dominoSpokenName } from '../../../lib/domino';
import type { ByPosition, TablePlayer, TablePosition, TableTrick, TableViewModel } from '../table-view-model';
import styles from './trick-area.module.css';
import { TrickSweep } from './trick-sweep';

export type TrickAreaProps = {
  readonly trick: TableTrick;
  readonly players: ByPosition<TablePlayer>;
  readonly turn: TablePosition | null;
  readonly sweep?: TableViewModel['sweep'];
  /** The chair whose play is being explained, or null. */
  readonly explained?: TablePosition | null;
  /** Opens or closes the explanation of the play from a chair (plays that have a `why`). */
  readonly onExplain?: (position: TablePosition) => void;
  readonly className?: string;
};

/** The id of the explanation a trick's tile opens (table-screen.tsx shows it). */
export const PLAY_REASON_ID = 'play-reason';

/** The current trick, readable as a list: "Grandma led double six". */
export function TrickArea(props: TrickAreaProps) {
  const { trick, players, turn, sweep = null, explained = null, onExplain, className } = props;
  const waiting = turn !== null && !trick.plays.some((play) => play.position === turn) ? turn : null;
  // An empty trick with nobody to lead is a hand that is over (perhaps early): no number then.
  const underWay = turn !== null || trick.plays.length > 0;
  const explainable = onExplain !== undefined && trick.plays.some((play) => play.why);
  return (
    <section
      className={[styles.area, className].filter(Boolean).join(' ')}
      aria-label={`Trick ${trick.number}`}
    >
      <div className={styles.box}>
        {underWay && (
          // Where tiles are buttons the number moves to a free corner, off their tap areas.
          <div className={styles.centre} data-corner={explainable || undefined} aria-hidden="true">
            <span className={styles.centreLabel}>Trick</span>
            <span className={styles.centreNumber}>{trick.number}</span>
          </div>
        )}
        <ol className={styles.plays}>
          {trick.plays.map((play, index) => {
            const who = play.position === 'bottom' ? 'You' : players[play.position].name;
            const verb = index === 0 ? 'led' : 'played';
            const won = trick.winner === play.position;
            const tile = (
              <Domino
                id={play.dominoId}
                orientation={
                  play.position === 'left' || play.position === 'right' ? 'horizontal' : 'vertical'
                }
                decorative
                className={styles.tile}
              />
            );
            return (
              <li
                key={play.position}
                className={styles.slot}
                data-position={play.position}
                data-winner={won || undefined}
                data-fresh={play.fresh || undefined}
                style={play.freshOrder ? ({ '--order': play.freshOrder } as object) : undefined}
              >
                {play.why && onExplain ? (
                  <button
                    type="button"
                    className={styles.why}
                    aria-label={`Why ${who} ${verb} ${dominoSpokenName(play.dominoId)}`}
                    aria-expanded={explained === play.position}
                    aria-controls={explained === play.position ? PLAY_REASON_ID : undefined}
                    onClick={() => onExplain(play.position)}
                  >
                    {tile}
                  </button>
                ) : (
                  tile
                )}
                <span className="sr-only">
                  {`${who} ${verb} ${dominoSpokenName(play.dominoId)}${won ? ', winning the trick' : ''}`}
                </span>
              </li>
            );
          })}
        </ol>
        {waiting && <div className={styles.placeholder} data-position={waiting} aria-hidden="true" />}
        {sweep && <TrickSweep key={sweep.key} trick={sweep.trick} />}
      </div>
    </section>
  );
}
