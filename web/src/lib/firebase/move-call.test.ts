import { parseRequest } from '@texas42/shared';
import type { Action } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { moveCall } from './move-call';

const actions: Action[] = [
  { type: 'bid', seat: 1, kind: 'points', value: 34 },
  { type: 'bid', seat: 1, kind: 'marks', value: 2 },
  { type: 'pass', seat: 1 },
  { type: 'select-trump', seat: 1, trump: 'sixes' },
  { type: 'play', seat: 1, domino: 25 },
  { type: 'agree', seat: 1, to: 'complete-trick' },
];

describe('moves as callables', () => {
  it('sends every kind of move as a payload the server parses', () => {
    for (const action of actions) {
      const call = moveCall(action, 'room-1', 7)!;
      const parsed = parseRequest(call.name, JSON.parse(JSON.stringify(call.payload)));
      expect(parsed).toEqual({ ok: true, value: call.payload });
    }
  });

  it('leaves the room’s own follow-ups out', () => {
    expect(moveCall({ type: 'complete-trick' }, 'room-1')).toBeNull();
  });
});
