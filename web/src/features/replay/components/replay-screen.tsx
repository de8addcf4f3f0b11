// /replay/:link: a finished game stepped through with every hand open. The link holds the whole
// game and is read here, on the phone: no account, no server, so it opens offline and signed out.
// A link the codec refuses gets a page that says why in a player's words.
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { LinkButton } from '../../../components/ui/button/link-button';
import { paths } from '../../../lib/paths';
import { useCopy } from '../../../lib/use-copy';
import { useReplayPosition } from '../hooks/use-replay-position';
import { linkWords } from '../model/link-words';
import { openReplay } from '../model/open-replay';
import { replayMarks } from '../model/replay-marks';
import type { ReplayTimeline } from '../model/replay-steps';
import { stepCaption } from '../model/replay-words';
import { useScreen } from '../../../hooks/use-screen';
import { ReplayBoard } from './replay-board';
import { ReplayControls } from './replay-controls';
import { ReplayScore } from './replay-score';
import styles from './replay-screen.module.css';

/** The replay of the game in the address. */
export function ReplayScreen() {
  const { link = '' } = useParams();
  const opened = useMemo(() => openReplay(link), [link]);
  if (typeof opened === 'string') return <LinkProblem {...linkWords(opened)} />;
  return <ReplayPlayer timeline={opened} />;
}

/** The table at the chosen step, what happened there with the review's mark for a play, and the
 * controls. */
function ReplayPlayer({ timeline }: { readonly timeline: ReplayTimeline }) {
  const { at, goTo, playing, setPlaying } = useReplayPosition(timeline.steps.length);
  const step = timeline.steps[at]!;
  const { copied, copy } = useCopy();
  const markOf = useMemo(() => replayMarks(timeline.steps), [timeline]);
  const mark = markOf(step);
  const heading = useScreen('Replay');
  return (
    <main className={styles.screen}>
      <header className={styles.header}>
        <LinkButton to={paths.home.to()} variant="ghost" className={styles.home}>
          Home
        </LinkButton>
        <h1 className={styles.title} ref={heading} tabIndex={-1}>
          Replay
        </h1>
        <Button variant="ghost" className={styles.copy} onClick={() => copy(window.location.href)}>
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </header>
      <ReplayScore className={styles.score} state={step.state} />
      <ReplayBoard className={styles.board} state={step.state} />
      <section className={styles.story} aria-label="What happened">
        <p className={styles.caption} aria-live="polite">
          {stepCaption(step)}
        </p>
        {mark !== null && (
          <div className={styles.mark} data-slot="review-mark">
            {mark}
          </div>
        )}
      </section>
      <ReplayControls
        className={styles.controls}
        timeline={timeline}
        at={at}
        playing={playing}
        onGo={goTo}
        onPlay={setPlaying}
      />
    </main>
  );
}

/** Why a link does not open, and the way home. */
function LinkProblem({ title, advice }: { title: string; advice: string }) {
  const heading = useScreen(title);
  return (
    <main className={styles.problem}>
      <h1 className={styles.problemTitle} ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className={styles.problemAdvice}>{advice}</p>
      <LinkButton to={paths.home.to()} variant="primary">
        Home
      </LinkButton>
    </main>
  );
}
