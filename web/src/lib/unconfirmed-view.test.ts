import { PUBLIC_FORMAT } from '@texas42/shared';
import type { PlayerView } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { myView, playUntil, startedRoom } from '../testing/room-states';
import type { ViewDocument } from './game-client';
import { unconfirmedView, viewAfterPush, viewAfterRefusal } from './unconfirmed-view';

const view: PlayerView = myView(playUntil(startedRoom(3), (v) => v.turn === v.seat && v.phase === 'playing'));
const at = (version: number, shown: PlayerView = view): ViewDocument => ({
  format: PUBLIC_FORMAT,
  version,
  view: shown,
});
const moved: PlayerView = { ...view, validActions: [], turn: 1 };

describe('a view showing my own move before the room confirms it', () => {
  it('stays when the room pushes the view it was made on again', () => {
    const shown = unconfirmedView(at(7), moved);
    expect(viewAfterPush(shown, at(7))).toBe(shown);
    expect(viewAfterPush(shown, at(6))).toBe(shown);
  });

  it("gives way to the room's next view", () => {
    const next = at(8);
    expect(viewAfterPush(unconfirmedView(at(7), moved), next)).toBe(next);
  });

  it('is never kept over a confirmed view: plain pushes replace each other', () => {
    const older = at(6);
    expect(viewAfterPush(at(7), older)).toBe(older);
    expect(viewAfterPush(undefined, older)).toBe(older);
  });

  it('goes back to the view before it when the room refuses the move', () => {
    const before = at(7);
    expect(viewAfterRefusal(unconfirmedView(before, moved), before)).toBe(before);
  });

  it('keeps a newer view from the room that arrived before the refusal', () => {
    const newer = at(9);
    expect(viewAfterRefusal(newer, at(7))).toBe(newer);
  });
});
