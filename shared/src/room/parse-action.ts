// A submitted action, rebuilt field by field: whatever else a client sends is dropped before the
// action can reach the engine's log. The engine then judges the values.

import type { Action } from '../engine';

const TYPES = ['bid', 'pass', 'select-trump', 'play', 'agree', 'complete-trick', 'score-hand'];

/** A fresh action holding only its own fields, or null when the shape is wrong. */
export const parseAction = (value: unknown): Action | null => {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.type !== 'string' || !TYPES.includes(raw.type)) return null;
  const seat = raw.seat as never;
  if (raw.type !== 'complete-trick' && raw.type !== 'score-hand' && typeof raw.seat !== 'number') return null;
  switch (raw.type) {
    case 'bid':
      return typeof raw.kind === 'string' && typeof raw.value === 'number'
        ? { type: 'bid', seat, kind: raw.kind as never, value: raw.value }
        : null;
    case 'pass':
      return { type: 'pass', seat };
    case 'select-trump':
      return typeof raw.trump === 'string' ? { type: 'select-trump', seat, trump: raw.trump as never } : null;
    case 'play':
      return typeof raw.domino === 'number' ? { type: 'play', seat, domino: raw.domino } : null;
    case 'agree':
      return typeof raw.to === 'string' ? { type: 'agree', seat, to: raw.to as never } : null;
    case 'complete-trick':
      return { type: 'complete-trick' };
    default:
      return { type: 'score-hand' };
  }
};
