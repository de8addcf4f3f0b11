// /rules: the rule book in plain words with the dominoes drawn, following docs/rules.md (the rules
// shared/src/engine plays), with every house rule a table may set named as the lobby names it.
import { RULES, SETTING_NAMES, choicesOf, parseDomino } from '@texas42/shared';
import { LinkButton } from '../../../components/ui/button/link-button';
import { Domino } from '../../../components/ui/domino/domino';
import { paths } from '../../../lib/paths';
import styles from './learn.module.css';

/** A row of dominoes drawn, named for screen readers by the Domino itself. */
function Dominoes({ names }: { readonly names: readonly string[] }) {
  return (
    <div className={styles.row}>
      {names.map((name) => (
        <Domino key={name} id={parseDomino(name)!} size={22} />
      ))}
    </div>
  );
}

/** The rule book. */
export function RulesScreen() {
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>The rules of 42</h1>
      <LinkButton to={paths.learn.to()} variant="ghost">
        Learn by playing: the lessons
      </LinkButton>

      <h2 className={styles.goal}>The dominoes and the teams</h2>
      <p>
        One double-six set: 28 dominoes. Four players, partners sitting opposite; each holds 7. A double has
        the same number on both ends.
      </p>
      <Dominoes names={['6-6', '5-5', '3-3', '0-0']} />

      <h2 className={styles.goal}>The count: 35 + 7 = 42</h2>
      <p>The 5-5 and 6-4 are worth 10 points each; the 5-0, 4-1 and 3-2 are worth 5.</p>
      <Dominoes names={['5-5', '6-4', '5-0', '4-1', '3-2']} />
      <p>Every trick is worth 1 more point: 35 + 7 tricks = 42 points in a hand.</p>

      <h2 className={styles.goal}>Bidding</h2>
      <p>
        The shaker shuffles the dominoes face down and everyone draws 7; the shake passes to the left each
        hand. Starting left of the shaker, each player bids once or passes. A bid must beat the one before: 30
        to 41 points, or marks (1 mark is all 42 points; 2 marks the same, worth double). If everyone passes,
        the dominoes are shaken again (or, by house rule, the shaker must bid).
      </p>

      <h2 className={styles.goal}>Trump</h2>
      <p>
        The high bidder names trump: a suit (blanks to sixes), the doubles, or follow-me (no trump). A domino
        with the trump number on it is a trump and nothing else. With sixes as trump, these are all trumps,
        highest first:
      </p>
      <Dominoes names={['6-6', '6-5', '6-4', '6-3']} />

      <h2 className={styles.goal}>Tricks</h2>
      <p>
        The bidder leads first; whoever wins a trick leads the next. A domino led names the suit of its higher
        end (the 6-4 leads sixes). You must follow that suit if you can; if not, play anything. The highest
        trump wins the trick, or, without one, the highest domino of the suit led. The double is the highest
        of its suit.
      </p>

      <h2 className={styles.goal}>Scoring</h2>
      <p>
        Take at least the points you bid (every trick, for a bid in marks) and your side wins the marks of the
        bid; fall short and the other side wins them. The hand ends as soon as the bid is made or can no
        longer be made. The first side to 7 marks wins the game.
      </p>

      <h2 className={styles.goal}>Special contracts (house rules)</h2>
      <p>
        Nello: after a bid of 1 mark or more, the bidder must lose every trick while the partner sits out.
        Sevens: every player plays the domino nearest to 7 pips, and the bidders must win every trick. Splash
        (3 doubles in hand) and plunge (4 doubles): a bid of 2 or 4 marks where the partner names trump and
        the bidders must win every trick.
      </p>

      <h2 className={styles.goal}>Every house rule a table can set</h2>
      <ul>
        {SETTING_NAMES.map((name) => (
          <li key={name}>
            {RULES[name].label}:{' '}
            {choicesOf(name)
              .map((choice) => choice.label)
              .join(', ')}
          </li>
        ))}
      </ul>
      <LinkButton to={paths.home.to()} variant="ghost">
        Back home
      </LinkButton>
    </main>
  );
}
