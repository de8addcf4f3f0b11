// The strip across the top of the table: each team's marks in the game and points this hand,
// with the contract (bid, bidder, trump) between them. A player's teams are Us and Them; a
// watcher's are named by their players, the watched side's first.
import type { ByPosition, TableContract, TablePlayer, TableSide, TableViewModel } from '../table-view-model';
import styles from './score-strip.module.css';

export type ScoreStripProps = {
  readonly score: TableViewModel['score'];
  readonly contract: TableContract | null;
  readonly players: ByPosition<TablePlayer>;
  /** The viewer only watches: the bottom seat is someone else, named rather than "You". */
  readonly watching?: boolean;
  /** What the game is played to, under the contract: "Game to 7 marks", "Daily deal · 26 Nov, one hand",
   * "Lesson · one hand". */
  readonly goal: string;
  readonly className?: string;
};

/** Marks and points for both teams around the current bid and trump. */
export function ScoreStrip({ score, contract, players, watching = false, goal, className }: ScoreStripProps) {
  const bidder =
    contract && (contract.bidder === 'bottom' && !watching ? 'You' : players[contract.bidder].name);
  return (
    <section className={[styles.strip, className].filter(Boolean).join(' ')} aria-label="Score">
      <TeamScore
        team="us"
        name={watching ? `${players.bottom.name} & ${players.top.name}` : 'Us'}
        named={watching}
        marks={score.marks.us}
        points={score.points.us}
      />
      <div className={styles.contract}>
        {contract ? (
          <>
            <p className={styles.fact}>
              <span className={styles.factLabel}>Bid</span>
              <span className={styles.factValue}>{contract.bid}</span>
              <span className={styles.factNote}>{bidder}</span>
            </p>
            <p className={styles.fact}>
              <span className={styles.factLabel}>Trump</span>
              <span className={styles.factValue}>{contract.trump ?? '…'}</span>
            </p>
          </>
        ) : (
          <p className={styles.fact}>
            <span className={styles.factLabel}>Bidding</span>
          </p>
        )}
        <p className={styles.target}>{goal}</p>
      </div>
      <TeamScore
        team="them"
        name={watching ? `${players.left.name} & ${players.right.name}` : 'Them'}
        named={watching}
        marks={score.marks.them}
        points={score.points.them}
      />
    </section>
  );
}

/** One team's name, marks and points; a watcher's teams are named by their players. */
function TeamScore(props: { team: TableSide; name: string; named: boolean; marks: number; points: number }) {
  const { team, name, named, marks, points } = props;
  return (
    <div className={styles.team} data-team={team}>
      <span className={styles.teamName} data-named={named || undefined}>
        {name}
      </span>
      <span className={styles.marks}>
        {marks}
        <span className={styles.marksUnit}> {marks === 1 ? 'mark' : 'marks'}</span>
      </span>
      <span className={styles.points}>
        {points} <span className="sr-only">points this hand</span>
        <span aria-hidden="true">pts</span>
      </span>
    </div>
  );
}
