// The score at a step of the replay: each team's marks (or game points) and the points it has
// taken this hand, with the contract between them: the bid, who bid it, and trump.
import { TEAMS } from '@texas42/shared';
import type { GameState, Team } from '@texas42/shared';
import { bidLabel, trumpLabel } from '../../../lib/labels';
import { seatName, teamName } from '../model/replay-words';
import styles from './replay-score.module.css';

export type ReplayScoreProps = { readonly state: GameState; readonly className?: string };

/** Both teams' score around the contract. */
export function ReplayScore({ state, className }: ReplayScoreProps) {
  const points = state.settings.target.kind === 'points';
  const contract = state.phase === 'bidding' ? null : state.contract;
  const team = (t: Team) => (
    <div className={styles.team} data-team={t}>
      <span className={styles.teamName}>{teamName(t)}</span>
      <span className={styles.total}>
        {points ? state.gamePoints[t] : state.marks[t]}
        <span className={styles.unit}> {points ? 'points' : state.marks[t] === 1 ? 'mark' : 'marks'}</span>
      </span>
      <span className={styles.hand}>{state.points[t]} this hand</span>
    </div>
  );
  return (
    <section className={[styles.strip, className].filter(Boolean).join(' ')} aria-label="Score">
      {team(TEAMS[0])}
      <div className={styles.contract}>
        {contract ? (
          <>
            <p className={styles.fact}>
              {seatName(contract.bidder)} bid <strong>{bidLabel(contract)}</strong>
            </p>
            <p className={styles.fact}>
              Trump <strong>{state.trump === null ? '…' : trumpLabel(state.trump)}</strong>
            </p>
          </>
        ) : (
          <p className={styles.fact}>
            <strong>Bidding</strong>
          </p>
        )}
        <p className={styles.target}>
          Hand {state.handNumber} · game to {state.settings.target.value}
        </p>
      </div>
      {team(TEAMS[1])}
    </section>
  );
}
