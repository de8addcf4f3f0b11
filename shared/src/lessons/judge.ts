// Checking a student's choice against the lesson: the step the table is at (from the student's
// own view: bidding, naming trump, or the trick being played), then expected, acceptable, or
// wrong with the words that say why. Decisions the lesson does not guide are the student's own.

import type { Action } from '../engine';
import type { PlayerView } from '../view';
import { choiceOf, sameChoice } from './lesson';
import type { Lesson, LessonStep, Moment } from './lesson';

/** What the lesson says of a choice. */
export type Verdict =
  | { readonly kind: 'expected' }
  | { readonly kind: 'acceptable' }
  /** A decision the lesson leaves to the student. */
  | { readonly kind: 'free' }
  | { readonly kind: 'wrong'; readonly why: string };

/** The moment of the student's decision in `view`, or null when they decide nothing now. */
export const momentOf = (view: Pick<PlayerView, 'phase' | 'tricks'>): Moment | null => {
  if (view.phase === 'bidding') return 'bid';
  if (view.phase === 'trump') return 'trump';
  if (view.phase === 'playing') return view.tricks.length + 1;
  return null;
};

/** The step that guides the student's decision in `view`, if the lesson guides it. */
export const stepFor = (
  lesson: Lesson,
  view: Pick<PlayerView, 'phase' | 'tricks'>,
): LessonStep | undefined => {
  const moment = momentOf(view);
  return moment === null ? undefined : lesson.steps.find((step) => step.at === moment);
};

/** What `step` says of `action` (no step: the student's own decision). */
export const judge = (step: LessonStep | undefined, action: Action): Verdict => {
  const choice = choiceOf(action);
  if (step === undefined || choice === null) return { kind: 'free' };
  if (step.expect.some((expected) => sameChoice(expected, choice))) return { kind: 'expected' };
  if (step.acceptable?.some((fine) => sameChoice(fine, choice))) return { kind: 'acceptable' };
  const named = step.wrongFor?.find((wrong) => sameChoice(wrong.choice, choice));
  return { kind: 'wrong', why: named?.why ?? step.wrong };
};
