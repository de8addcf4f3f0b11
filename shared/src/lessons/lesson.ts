// A lesson is data: a chosen deal (a seed), the student's seat, the house rules, and a script of
// the choices it asks for with the words that explain them. It is played as a real table (the
// room layer, the single-hand transformer, the student's capabilities, AI seats at Beginner
// level, whose plays follow from the deal alone), so a lesson needs no game loop of its own.

import { dominoName } from '../engine';
import type { Action, BidKind, Settings, Trump } from '../engine';

/** A choice as a lesson names it: an action without its seat (the student's). */
export type LessonChoice =
  | { readonly type: 'pass' }
  | { readonly type: 'bid'; readonly kind: BidKind; readonly value: number }
  | { readonly type: 'select-trump'; readonly trump: Trump }
  | { readonly type: 'play'; readonly domino: string };

/** When a step applies: the student's bid, their trump, or their play to a trick (1 to 7). */
export type Moment = 'bid' | 'trump' | number;

/** A wrong choice the lesson has its own words for. */
export interface WrongChoice {
  readonly choice: LessonChoice;
  /** Why it is wrong, in plain words ("6-4 is worth 10: leading it now gives it to them"). */
  readonly why: string;
}

/** One decision the lesson guides. */
export interface LessonStep {
  readonly at: Moment;
  /** What to tap and why, in plain words. */
  readonly say: string;
  /** The choices the lesson asks for; the first is the one it shows. */
  readonly expect: readonly LessonChoice[];
  /** Choices that are fine though they are not the lesson's point. */
  readonly acceptable?: readonly LessonChoice[];
  /** Why any other choice is wrong. */
  readonly wrong: string;
  /** Sharper words for particular wrong choices. */
  readonly wrongFor?: readonly WrongChoice[];
  /** The solver backs this step (a play or a trump): over the deals the student cannot tell from
   * the real one, solved with perfect play, the best choice is one the step expects or accepts,
   * and every choice it calls wrong keeps less than each it expects. Words that say what a play
   * "costs your side" are checked exactly on the real deal. (The lessons' tests check both.) */
  readonly exact?: true;
}

/** A lesson of the path. */
export interface Lesson {
  /** Its place in the address (/learn/trump). */
  readonly id: string;
  readonly title: string;
  /** Its goal in one sentence. */
  readonly goal: string;
  /** What the student reads before the deal. */
  readonly intro: readonly string[];
  /** The deal: the game's seed (its shaker and hands). */
  readonly seed: number;
  readonly settings: Settings;
  /** The decisions the lesson guides; any other decision is the student's own. */
  readonly steps: readonly LessonStep[];
  /** What to remember, read at the end. */
  readonly summary: readonly string[];
}

/** The choice an action makes, or null for an agreement or the room's follow-ups. */
export const choiceOf = (action: Action): LessonChoice | null => {
  switch (action.type) {
    case 'pass':
      return { type: 'pass' };
    case 'bid':
      return { type: 'bid', kind: action.kind, value: action.value };
    case 'select-trump':
      return { type: 'select-trump', trump: action.trump };
    case 'play':
      return { type: 'play', domino: dominoName(action.domino) };
    default:
      return null;
  }
};

/** True when two choices are the same. */
export const sameChoice = (a: LessonChoice, b: LessonChoice): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
