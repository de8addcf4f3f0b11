// The end of a lesson's hand: how it went, what to remember, and where to go next (the next
// lesson, or after the last the practice table).
import { nextLesson } from '@texas42/shared';
import type { Lesson, PlayerView } from '@texas42/shared';
import { Button } from '../../../components/ui/button/button';
import { LinkButton } from '../../../components/ui/button/link-button';
import { Words } from '../../../components/ui/words/words';
import { bidLabel } from '../../../lib/labels';
import { paths } from '../../../lib/paths';
import { PracticeTableButton } from './practice-table-button';
import styles from './learn.module.css';

/** The hand is over: how it went, what to remember, and where to go next. */
export function LessonEnd(props: {
  readonly lesson: Lesson;
  readonly view: PlayerView;
  readonly onAgain: () => void;
}) {
  const { lesson, view } = props;
  const next = nextLesson(lesson.id);
  const outcome = view.result!.outcome;
  const bidders = outcome.contract.bidder % 2 === 0 ? 'Your side' : 'The other side';
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{lesson.title}: done</h1>
      <p role="status">
        {bidders} bid {bidLabel(outcome.contract)} and {outcome.made ? 'made it' : 'fell short'}. Points: your
        side {outcome.points[0]}, theirs {outcome.points[1]}.
      </p>
      <h2 className={styles.goal}>Remember</h2>
      <ul>
        {lesson.summary.map((line) => (
          <li key={line}>
            <Words text={line} />
          </li>
        ))}
      </ul>
      {next ? (
        <LinkButton to={paths.lesson.to(next.id)} variant="primary">
          Next lesson: {next.title}
        </LinkButton>
      ) : (
        <>
          <PracticeTableButton variant="primary" />
          <LinkButton to={paths.learn.to()} variant="secondary">
            All lessons done
          </LinkButton>
        </>
      )}
      <Button variant="ghost" onClick={props.onAgain}>
        Play this lesson again
      </Button>
      <LinkButton to={paths.learn.to()} variant="ghost">
        All lessons
      </LinkButton>
    </main>
  );
}
