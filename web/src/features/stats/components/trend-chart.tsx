// The trend: one bar per month, its height the games played that month, the part won filled in,
// drawn in plain SVG. The numbers are in the bars' labels for screen readers.
import type { MonthTotals } from '@texas42/shared';
import styles from './stats-screen.module.css';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 2026" for 2026-11. */
const monthLabel = (month: string): string => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** Under a bar: the month, with its year on the first bar and in January ("Nov ’26", "Dec"). */
const barLabel = (month: string, first: boolean): string =>
  first || month.endsWith('-01')
    ? `${monthLabel(month).slice(0, 3)} ’${month.slice(2, 4)}`
    : monthLabel(month).slice(0, 3);

const WIDTH = 300;
const HEIGHT = 96;
const LABEL = 16;

/** Games played and won per month, the last twelve months with games. */
export function TrendChart({ months }: { readonly months: readonly MonthTotals[] }) {
  const shown = months.slice(-12);
  const most = Math.max(1, ...shown.map((m) => m.games));
  const slot = WIDTH / Math.max(shown.length, 6);
  const bar = Math.min(28, slot * 0.7);
  const heightOf = (games: number) => ((HEIGHT - LABEL - 4) * games) / most;
  return (
    <>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Games by month: ${shown.map((m) => `${monthLabel(m.month)}, ${m.gamesWon} of ${m.games} won`).join('; ')}`}
      >
        {shown.map((m, i) => {
          const x = i * slot + (slot - bar) / 2;
          const base = HEIGHT - LABEL;
          return (
            <g key={m.month}>
              <rect
                className={styles.played}
                x={x}
                y={base - heightOf(m.games)}
                width={bar}
                height={heightOf(m.games)}
                rx={3}
              />
              <rect
                className={styles.won}
                x={x}
                y={base - heightOf(m.gamesWon)}
                width={bar}
                height={heightOf(m.gamesWon)}
                rx={3}
              />
              <text className={styles.axis} x={x + bar / 2} y={HEIGHT - 3} textAnchor="middle">
                {barLabel(m.month, i === 0)}
              </text>
            </g>
          );
        })}
      </svg>
      <p className={styles.legend} aria-hidden="true">
        <span className={styles.keyWon} /> won <span className={styles.keyPlayed} /> played
      </p>
    </>
  );
}
