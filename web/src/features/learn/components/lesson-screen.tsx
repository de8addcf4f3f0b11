// /learn/:lessonId: one lesson. Its goal and a few lines first; then its deal, played at a real
// offline table (the lesson's room, dealt by the offline worker from the lesson's seed and rules,
// and played there like any offline game), where each choice the lesson guides is checked before
// it is sent: a wrong one is explained and not played. At the end, what to remember and the next
// lesson. The table is the table feature's own, drawn by the route (features never import each
// other: web/src/app/routes/lesson-table.tsx), so a student learns on the table they later play on.
// A lesson left mid-hand (for the rule book, say) or reloaded goes on where it was: this tab keeps
// its table until the hand is over (lib/lesson-in-progress.ts).
import { lessonById, lessonDeal } from '@texas42/shared';
import type { Lesson } from '@texas42/shared';
import { Fragment, useState } from 'react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { LinkButton } from '../../../components/ui/button/link-button';
import { Notice } from '../../../components/ui/notice/notice';
import { Words } from '../../../components/ui/words/words';
import { errorMessage } from '../../../lib/error-message';
import { useGameClient } from '../../../lib/game-client-context';
import { lessonInProgress } from '../../../lib/lesson-in-progress';
import { paths } from '../../../lib/paths';
import styles from './learn.module.css';

/** What the route draws a lesson's hand with: its table, keyed by the room. */
export type LessonTableSlot = (props: {
  readonly lesson: Lesson;
  readonly roomId: string;
  /** Deals the lesson again, from its introduction. */
  readonly onAgain: () => void;
}) => ReactNode;

/** The lesson named in the address, its hand played at the table `table` draws. */
export function LessonScreen({ table }: { readonly table: LessonTableSlot }) {
  const lesson = lessonById(useParams().lessonId ?? '');
  if (lesson === undefined)
    return (
      <Notice title="No such lesson" backTo={paths.learn.to()} backLabel="All lessons">
        <p>This lesson is not on the path. Pick one from the list.</p>
      </Notice>
    );
  // Keyed by the lesson: "Next lesson" changes only the address, and the next lesson starts afresh.
  return <LessonPlay key={lesson.id} lesson={lesson} table={table} />;
}

/** One lesson: its introduction until its hand is dealt, then its table; straight to its table
 * when this tab is in the middle of its hand. */
function LessonPlay({ lesson, table }: { readonly lesson: Lesson; readonly table: LessonTableSlot }) {
  const [roomId, setRoomId] = useState(() => lessonInProgress(lesson.id));
  if (roomId === null) return <LessonIntro lesson={lesson} onDealt={setRoomId} />;
  // Keyed by the room: a lesson dealt again starts with no view of the last hand.
  return <Fragment key={roomId}>{table({ lesson, roomId, onAgain: () => setRoomId(null) })}</Fragment>;
}

/** The lesson's goal and opening lines, and the button that deals its hand. */
function LessonIntro({
  lesson,
  onDealt,
}: {
  readonly lesson: Lesson;
  readonly onDealt: (id: string) => void;
}) {
  const client = useGameClient('offline');
  const [failure, setFailure] = useState<string | null>(null);
  const [dealing, setDealing] = useState(false);

  const deal = async () => {
    setDealing(true);
    setFailure(null);
    try {
      onDealt((await client.startLesson(lessonDeal(lesson), 'You')).roomId);
    } catch (error) {
      setFailure(errorMessage(error));
      setDealing(false);
    }
  };

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{lesson.title}</h1>
      <p className={styles.goal}>
        <Words text={lesson.goal} />
      </p>
      {lesson.intro.map((line) => (
        <p key={line}>
          <Words text={line} />
        </p>
      ))}
      <Button variant="primary" pending={dealing} onClick={() => void deal()}>
        Deal the hand
      </Button>
      {failure && <p role="alert">{failure}</p>}
      <LinkButton to={paths.learn.to()} variant="ghost">
        All lessons
      </LinkButton>
    </main>
  );
}
