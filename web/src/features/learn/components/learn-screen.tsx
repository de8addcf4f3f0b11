// /learn: the path of lessons, what is done on this phone, the next one suggested (after the last,
// the practice table), and the rule book. Every lesson can be played again at any time.
import { LESSONS } from '@texas42/shared';
import { LinkButton } from '../../../components/ui/button/link-button';
import { paths } from '../../../lib/paths';
import { lessonsDone, suggestedLesson } from '../model/progress';
import { PracticeTableButton } from './practice-table-button';
import styles from './learn.module.css';

/** The list of lessons. */
export function LearnScreen() {
  const done = lessonsDone();
  const next = suggestedLesson(done);
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>Learn to play</h1>
      <p>Short lessons, each one hand at a table with three computer players. No account needed.</p>
      {next ? (
        <LinkButton to={paths.lesson.to(next.id)} variant="primary">
          {done.size === 0 ? 'Start' : 'Next'}: {next.title}
        </LinkButton>
      ) : (
        <>
          <p role="status">
            You have finished every lesson. Practise at a table against beginner computer players, with a hint
            on every turn.
          </p>
          <PracticeTableButton variant="primary" />
        </>
      )}
      <ol className={styles.path}>
        {LESSONS.map((lesson) => (
          <li key={lesson.id}>
            <LinkButton to={paths.lesson.to(lesson.id)} variant="ghost">
              {lesson.title}
              {done.has(lesson.id) ? ' ✓' : ''}
            </LinkButton>
          </li>
        ))}
      </ol>
      <LinkButton to={paths.rules.to()} variant="ghost">
        The rule book
      </LinkButton>
      <LinkButton to={paths.home.to()} variant="ghost">
        Back home
      </LinkButton>
    </main>
  );
}
