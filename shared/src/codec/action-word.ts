// Every action as one small unsigned integer, for compact logs, move caches and replay links.
// Bits 0-2 hold the type and 3-4 the seat; the rest depends on the type:
//   bid: 5-6 kind, 7-14 value   select-trump: 5-8 trump   play: 5-9 domino   agree: 5 what
// Decoding is strict: a word decodes only if encoding the action gives the same word back.

import { AGREEMENTS, BID_KINDS, TRUMPS } from '../engine';
import type { Action } from '../engine';

const TYPES = ['bid', 'pass', 'select-trump', 'play', 'agree', 'complete-trick', 'score-hand'] as const;

const seatBits = (action: Action): number => ('seat' in action ? action.seat << 3 : 0);

/** The action's word, or -1 when a field is out of range (no word names it). */
export const actionWord = (action: Action): number => {
  const type = TYPES.indexOf(action.type);
  if (type < 0 || ('seat' in action && !(action.seat >= 0 && action.seat <= 3))) return -1;
  const head = type | seatBits(action);
  switch (action.type) {
    case 'bid': {
      const kind = BID_KINDS.indexOf(action.kind);
      const fits = kind >= 0 && Number.isInteger(action.value) && action.value >= 0 && action.value <= 255;
      return fits ? head | (kind << 5) | (action.value << 7) : -1;
    }
    case 'select-trump': {
      const trump = TRUMPS.indexOf(action.trump);
      return trump >= 0 ? head | (trump << 5) : -1;
    }
    case 'play':
      return Number.isInteger(action.domino) && action.domino >= 0 && action.domino < 28
        ? head | (action.domino << 5)
        : -1;
    case 'agree': {
      const to = AGREEMENTS.indexOf(action.to);
      return to >= 0 ? head | (to << 5) : -1;
    }
    default:
      return head;
  }
};

const decode = (word: number): Action | null => {
  const type = TYPES[word & 7];
  const seat = ((word >>> 3) & 3) as 0 | 1 | 2 | 3;
  switch (type) {
    case 'bid':
      return { type, seat, kind: BID_KINDS[(word >>> 5) & 3]!, value: (word >>> 7) & 255 };
    case 'pass':
      return { type, seat };
    case 'select-trump': {
      const trump = TRUMPS[(word >>> 5) & 15];
      return trump === undefined ? null : { type, seat, trump };
    }
    case 'play':
      return { type, seat, domino: (word >>> 5) & 31 };
    case 'agree':
      return { type, seat, to: AGREEMENTS[(word >>> 5) & 1]! };
    case 'complete-trick':
    case 'score-hand':
      return { type };
    default:
      return null;
  }
};

/** The action a word names, or null for a word no action encodes to. */
export const actionFromWord = (word: number): Action | null => {
  if (!Number.isInteger(word) || word < 0 || word > 0xffffffff) return null;
  const action = decode(word);
  return action !== null && actionWord(action) === word ? action : null;
};

/** The words of a list of actions (-1 for an action no word names). */
export const actionWords = (actions: readonly Action[]): number[] => actions.map(actionWord);

/** The actions of a list of words, or null if any word is not an action. */
export const actionsFromWords = (words: readonly number[]): Action[] | null => {
  const actions: Action[] = [];
  for (const word of words) {
    const action = actionFromWord(word);
    if (action === null) return null;
    actions.push(action);
  }
  return actions;
};
