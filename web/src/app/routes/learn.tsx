// /learn, /learn/:lessonId and /rules: the learn feature's three screens, loaded together on
// first use. One chunk for the three keeps the modules they share with the table in as few
// chunks as possible (each chunk boundary costs the table's budget a little).
export { LearnScreen } from '../../features/learn/components/learn-screen';
export { LessonScreen } from '../../features/learn/components/lesson-screen';
export { RulesScreen } from '../../features/learn/components/rules-screen';
