// Statistics and history: a person's totals (games and hands won, marks, bids by level and the
// special contracts), a month-by-month chart and their recent games, each opening its replay.
// Online games are counted by the server for the account, offline games on this device; a tab
// picks which (this device first: it needs no network and no sign-in).
import { useState } from 'react';
import { SPECIAL_CONTRACTS } from '@texas42/shared';
import type { PersonStats } from '@texas42/shared';
import { LinkButton } from '../../../components/ui/button/link-button';
import { errorMessage } from '../../../lib/error-message';
import type { GameClientMode } from '../../../lib/game-client';
import { paths } from '../../../lib/paths';
import { useStats } from '../api/get-stats';
import { useScreen } from '../../../hooks/use-screen';
import { ContractBars } from './contract-bars';
import { HistoryList } from './history-list';
import styles from './stats-screen.module.css';
import { TrendChart } from './trend-chart';

const SOURCES: readonly { readonly mode: GameClientMode; readonly label: string }[] = [
  { mode: 'offline', label: 'This device' },
  { mode: 'online', label: 'Online' },
];

const SPECIAL_WORDS = { nello: 'Nello', plunge: 'Plunge', splash: 'Splash', sevens: 'Sevens' } as const;

/** "7 of 12 (58%)". */
const share = (part: number, whole: number): string =>
  whole === 0 ? '0' : `${part} of ${whole} (${Math.round((100 * part) / whole)}%)`;

/** "12 in 9 hands (1.3 a hand)": what the hand review found the person's own plays gave away. */
const lostPerHand = (points: number, hands: number): string =>
  hands === 0
    ? 'No hand reviewed yet'
    : `${points} in ${hands} ${hands === 1 ? 'hand' : 'hands'} (${(points / hands).toFixed(1)} a hand)`;

/** Where a bid level ("30", "2 marks") comes in the auction: points up, then marks up. */
const auctionOrder = (level: string): number => parseInt(level) + (/mark/.test(level) ? 100 : 0);

/** The totals, the chart and the history of one source. */
function StatsBody({ stats }: { readonly stats: PersonStats }) {
  const { totals } = stats;
  const levels = Object.entries(totals.bids).sort(([a], [b]) => auctionOrder(a) - auctionOrder(b));
  return (
    <>
      <dl className={styles.tiles}>
        <div>
          <dt>Games won</dt>
          <dd>{share(totals.gamesWon, totals.games)}</dd>
        </div>
        <div>
          <dt>Hands won</dt>
          <dd>{share(totals.handsWon, totals.hands)}</dd>
        </div>
        <div>
          <dt>Marks taken</dt>
          <dd>{totals.marks}</dd>
        </div>
        <div>
          <dt>Points lost to mistakes</dt>
          <dd>{lostPerHand(totals.pointsLost, totals.handsReviewed)}</dd>
        </div>
      </dl>
      <section className={styles.section} aria-label="By month">
        <h2>By month</h2>
        <TrendChart months={stats.months} />
      </section>
      <section className={styles.section} aria-label="Your bids">
        <h2>Your bids</h2>
        <h3>By level</h3>
        <ContractBars label="Bids by level" rows={levels} />
        <h3>Nello, plunge, splash and sevens</h3>
        <ContractBars
          label="Special contracts"
          rows={SPECIAL_CONTRACTS.map(
            (special) => [SPECIAL_WORDS[special], totals.specials[special]] as const,
          )}
        />
      </section>
      <section className={styles.section} aria-label="History">
        <h2>History</h2>
        <HistoryList games={stats.recent} />
      </section>
    </>
  );
}

/** One source's statistics, or what stands in for them. */
function StatsOf({ mode }: { readonly mode: GameClientMode }) {
  const stats = useStats(mode);
  if (stats.isPending) return <p className={styles.quiet}>Loading…</p>;
  if (stats.isError)
    return (
      <p className={styles.failure} role="alert">
        {errorMessage(stats.error)}
      </p>
    );
  if (stats.data === null)
    return (
      <p className={styles.quiet}>
        {mode === 'online' ? 'No online game finished yet.' : 'No offline game finished on this device yet.'}
      </p>
    );
  return <StatsBody stats={stats.data} />;
}

/** The statistics screen. */
export function StatsScreen() {
  const [mode, setMode] = useState<GameClientMode>('offline');
  const heading = useScreen('Your stats');
  return (
    <main className={styles.screen}>
      <header className={styles.header}>
        <h1 ref={heading} tabIndex={-1}>
          Your stats
        </h1>
        <LinkButton to={paths.home.to()} variant="ghost">
          Home
        </LinkButton>
      </header>
      <div className={styles.tabs} role="group" aria-label="Games played">
        {SOURCES.map((source) => (
          <button
            key={source.mode}
            type="button"
            className={styles.tab}
            aria-pressed={mode === source.mode}
            onClick={() => setMode(source.mode)}
          >
            {source.label}
          </button>
        ))}
      </div>
      <StatsOf key={mode} mode={mode} />
    </main>
  );
}
