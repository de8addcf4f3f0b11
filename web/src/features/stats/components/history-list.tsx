// A person's recent games, newest first: when, won or lost, the score from their side, with whom
// and against whom, and a link that opens the game's replay.
import { Link } from 'react-router';
import type { RecentGame } from '@texas42/shared';
import { paths } from '../../../lib/paths';
import styles from './stats-screen.module.css';

const KIND_WORDS: Readonly<Record<RecentGame['kind'], string>> = {
  game: 'Game',
  'single-hand': 'One hand',
  'daily-challenge': 'Daily deal',
};

/** "26 Nov 2026" in the reader's own words for dates. */
const dayOf = (at: number): string =>
  new Date(at).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** What a screen reader calls a game's replay link, in the words its row shows: "Replay the game
 * won 7–3 marks on 26 Nov 2026", so a list of the page's links tells the games apart. */
const replayName = (game: RecentGame): string =>
  `Replay the ${KIND_WORDS[game.kind].toLowerCase()} ${game.won ? 'won' : 'lost'} ` +
  `${game.score[0]}–${game.score[1]} ${game.unit} on ${dayOf(game.at)}`;

/** The recent games, each with its replay link when it has one. */
export function HistoryList({ games }: { readonly games: readonly RecentGame[] }) {
  if (games.length === 0) return <p className={styles.quiet}>No finished games yet.</p>;
  return (
    <ol className={styles.history} aria-label="Recent games">
      {games.map((game) => (
        <li key={game.id} className={styles.game}>
          <div className={styles.gameHead}>
            <span className={game.won ? styles.win : styles.loss}>{game.won ? 'Won' : 'Lost'}</span>
            <span className={styles.score}>
              {game.score[0]}–{game.score[1]} {game.unit}
            </span>
            <span className={styles.when}>
              {KIND_WORDS[game.kind]} · {dayOf(game.at)}
            </span>
          </div>
          <p className={styles.people}>
            With {game.partner} against {game.opponents[0]} and {game.opponents[1]}
          </p>
          {game.replayLink !== null && (
            <Link
              className={styles.replay}
              to={paths.replay.to(game.replayLink)}
              aria-label={replayName(game)}
            >
              Replay
            </Link>
          )}
        </li>
      ))}
    </ol>
  );
}
