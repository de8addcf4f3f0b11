// /learn, /learn/:lessonId and /rules: the learn feature's three screens, loaded together on
// first use. One chunk for the three keeps the modules they share with the table in as few
// chunks as possible (each chunk boundary costs the table's budget a little). A lesson's hand is
// played at the table feature's table (lesson-table.tsx).
import { LessonScreen as LessonPlayScreen } from '../../features/learn/components/lesson-screen';
import { LessonTable } from './lesson-table';

export { LearnScreen } from '../../features/learn/components/learn-screen';
export { RulesScreen } from '../../features/learn/components/rules-screen';

/** /learn/:lessonId: the lesson named in the address, at the table feature's table. */
export function LessonScreen() {
  return <LessonPlayScreen table={LessonTable} />;
}
