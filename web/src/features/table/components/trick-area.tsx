// The middle of the table: each play lies in front of the player who made it (a pinwheel of
// tiles), the seat still to play shows an empty outline, and a won trick glows on the winner's
// tile. The trick number sits in the centre while the trick is under way. A play the viewer has not seen yet slides in from
// its player; a collected trick sweeps off towards its winner.
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
  readonly className?: string;
};

/** The current trick, readable as a list: "Grandma led double six". */
export function TrickArea({ trick, players, turn, sweep = null, className }: TrickAreaProps) {
  const waiting = turn !== null && !trick.plays.some((play) => play.position === turn) ? turn : null;
  // An empty trick with nobody to lead is a hand that is over (perhaps early): no number then.
  const underWay = turn !== null || trick.plays.length > 0;
  return (
    <section
      className={[styles.area, className].filter(Boolean).join(' ')}
      aria-label={`Trick ${trick.number}`}
    >
      <div className={styles.box}>
        {underWay && (
          <div className={styles.centre} aria-hidden="true">
            <span className={styles.centreLabel}>Trick</span>
            <span className={styles.centreNumber}>{trick.number}</span>
          </div>
        )}
        <ol className={styles.plays}>
          {trick.plays.map((play, index) => {
            const who = play.position === 'bottom' ? 'You' : players[play.position].name;
            const verb = index === 0 ? 'led' : 'played';
            const won = trick.winner === play.position;
            return (
              <li
                key={play.position}
                className={styles.slot}
                data-position={play.position}
                data-winner={won || undefined}
                data-fresh={play.fresh || undefined}
                style={play.freshOrder ? ({ '--order': play.freshOrder } as object) : undefined}
              >
                <Domino
                  id={play.dominoId}
                  orientation={
                    play.position === 'left' || play.position === 'right' ? 'horizontal' : 'vertical'
                  }
                  decorative
                  className={styles.tile}
                />
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
