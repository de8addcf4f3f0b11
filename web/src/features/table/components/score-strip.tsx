// The strip across the top of the table: each team's marks in the game and points this hand,
// with the contract (bid, bidder, trump) between them. A player's teams are Us and Them; a
// watcher's are named by their players, the watched side's first. A table of one hand (a lesson,
// the daily deal) keeps no marks: there each team shows this hand's points alone, and the hand's
// result says made or set in words.
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
  /** The table plays one hand, not a game: marks count nothing there, only this hand's points. */
  readonly oneHand?: boolean;
  readonly className?: string;
};

/** Marks and points for both teams around the current bid and trump; points alone on one hand. */
export function ScoreStrip(props: ScoreStripProps) {
  const { score, contract, players, watching = false, goal, oneHand = false, className } = props;
  const bidder =
    contract && (contract.bidder === 'bottom' && !watching ? 'You' : players[contract.bidder].name);
  return (
    <section className={[styles.strip, className].filter(Boolean).join(' ')} aria-label="Score">
      <TeamScore
        team="us"
        name={watching ? `${players.bottom.name} & ${players.top.name}` : 'Us'}
        named={watching}
        marks={oneHand ? null : score.marks.us}
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
        marks={oneHand ? null : score.marks.them}
        points={score.points.them}
      />
    </section>
  );
}

/** One team's name, marks and points (its points alone, big, where `marks` is null: a table of
 * one hand); a watcher's teams are named by their players. */
function TeamScore(props: {
  team: TableSide;
  name: string;
  named: boolean;
  marks: number | null;
  points: number;
}) {
  const { team, name, named, marks, points } = props;
  return (
    <div className={styles.team} data-team={team}>
      <span className={styles.teamName} data-named={named || undefined}>
        {name}
      </span>
      {marks === null ? (
        <span className={styles.tally} data-points>
          <span>{points}</span>
          <span className={styles.unit}>
            <PointsUnit />
          </span>
        </span>
      ) : (
        <>
          <span className={styles.tally}>
            {marks}
            <span className={styles.unit}> {marks === 1 ? 'mark' : 'marks'}</span>
          </span>
          <span className={styles.points}>
            {points} <PointsUnit />
          </span>
        </>
      )}
    </div>
  );
}

/** "pts" on the screen, said in full: points this hand. */
function PointsUnit() {
  return (
    <>
      <span className="sr-only">points this hand</span>
      <span aria-hidden="true">pts</span>
    </>
  );
}
