// The lesson's words over its table, under the score: the step at hand (what to tap and why, the
// dominoes it asks for drawn beside it) or, while the lesson guides nothing, its goal; and the
// explanation of a wrong choice, said at once.
import { parseDomino } from '@texas42/shared';
import type { Lesson, LessonStep } from '@texas42/shared';
import { Domino } from '../../../components/ui/domino/domino';
import { Words } from '../../../components/ui/words/words';
import styles from './lesson-guide.module.css';

/** The lesson's guidance for the moment of the hand. */
export function LessonGuide(props: {
  readonly lesson: Lesson;
  readonly step: LessonStep | undefined;
  readonly wrong: string | null;
}) {
  const { lesson, step, wrong } = props;
  const asked = step?.expect.flatMap((choice) => (choice.type === 'play' ? [choice.domino] : [])) ?? [];
  return (
    <section className={styles.guide} aria-label={`Lesson: ${lesson.title}`}>
      {step ? (
        <div className={styles.step} data-lesson-step={step.at}>
          <p>
            <Words text={step.say} />
          </p>
          {asked.length > 0 && (
            <div className={styles.asked} aria-hidden="true">
              {asked.map((domino) => (
                <Domino key={domino} id={parseDomino(domino)!} orientation="horizontal" size={16} />
              ))}
            </div>
          )}
        </div>
      ) : (
        <p className={styles.goal}>
          <Words text={lesson.goal} />
        </p>
      )}
      {wrong && (
        <p className={styles.wrong} role="alert">
          <Words text={wrong} />
        </p>
      )}
    </section>
  );
}
