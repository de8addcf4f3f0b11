import { PUBLIC_FORMAT, act, afterOwnMove, viewFor } from '@texas42/shared';
import type { Action, PlayerView, Room } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { myView, playUntil, startedRoom } from '../testing/room-states';
import type { ViewDocument } from './game-client';
import { awaitingRoom, unconfirmedView, viewAfterPush, viewAfterRefusal } from './unconfirmed-view';

const view: PlayerView = myView(playUntil(startedRoom(3), (v) => v.turn === v.seat && v.phase === 'playing'));
const at = (version: number, shown: PlayerView = view): ViewDocument => ({
  format: PUBLIC_FORMAT,
  version,
  view: shown,
});
const myPlay = view.validActions.find((action) => action.type === 'play')!;
const playing = (document: ViewDocument) => unconfirmedView(document, (v) => afterOwnMove(v, myPlay))!;

/** The room's view document for `uid`, as the room pushes it. */
const pushed = (room: Room, uid = 'me'): ViewDocument => {
  const result = viewFor(room, uid);
  if (!result.ok) throw new Error(result.error.message);
  return at(room.version, result.value);
};
/** `room` after `uid` makes the first move of `type` on offer to them. */
const after = (room: Room, uid: string, type: Action['type']): Room => {
  const action = pushed(room, uid).view.validActions.find((offered) => offered.type === type)!;
  const result = act(room, { uid, action, now: 0 });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};
const offersNext = (v: PlayerView) => v.validActions.some((action) => action.type === 'agree');

describe('a view showing my own move before the room confirms it', () => {
  it('draws the move, or nothing when the view does not offer it', () => {
    const shown = playing(at(7));
    expect(shown.version).toBe(7);
    expect(shown.view.self!.hand).not.toContain((myPlay as { domino: number }).domino);
    expect(unconfirmedView(at(7, { ...view, validActions: [] }), (v) => afterOwnMove(v, myPlay))).toBeNull();
  });

  it('stays when the room pushes the view it was made on again', () => {
    const shown = playing(at(7));
    expect(viewAfterPush(shown, at(7))).toBe(shown);
    expect(viewAfterPush(shown, at(6))).toBe(shown);
  });

  it("gives way to the room's next view once that no longer offers the move", () => {
    const next = at(8, { ...view, validActions: [] });
    expect(viewAfterPush(playing(at(7)), next)).toBe(next);
  });

  it('is never kept over a confirmed view: plain pushes replace each other', () => {
    const older = at(6);
    expect(viewAfterPush(at(7), older)).toBe(older);
    expect(viewAfterPush(undefined, older)).toBe(older);
  });

  it('goes back to the view before it when the room refuses the move', () => {
    const before = at(7);
    expect(viewAfterRefusal(playing(before))).toBe(before);
  });

  it('keeps a newer view from the room that arrived before the refusal', () => {
    const newer = at(9);
    expect(viewAfterRefusal(newer)).toBe(newer);
  });

  // The bench run that hung: I tap Next at the end of a trick; Carlos's Next lands first, and the
  // room's view of it still offers me Next. Shown as it is, my Next came back, the second tap
  // waited for it, and my first one, landing, took it away for good.
  it('stays drawn over a newer view from the room that still offers the move, until one has it', () => {
    const trickDone = playUntil(startedRoom(5, {}, { friends: true }), offersNext);
    const mine = pushed(trickDone).view.validActions.find((action) => action.type === 'agree')!;
    const tapped = unconfirmedView(pushed(trickDone), (v) => afterOwnMove(v, mine))!;
    expect(offersNext(tapped.view)).toBe(false);

    const carlosAgreed = after(trickDone, 'carlos', 'agree');
    expect(offersNext(pushed(carlosAgreed).view)).toBe(true);
    const redrawn = viewAfterPush(tapped, pushed(carlosAgreed));
    expect(redrawn.version).toBe(carlosAgreed.version);
    expect(offersNext(redrawn.view)).toBe(false);
    expect(redrawn.view.consensus.agreed[0]).toBe(true);
    expect(redrawn.view.consensus.agreed[1]).toBe(true);
    // A refusal now puts back the room's newest view, not the one I tapped on.
    expect(viewAfterRefusal(redrawn)).toEqual(pushed(carlosAgreed));

    const iAgreed = pushed(after(carlosAgreed, 'me', 'agree'));
    expect(viewAfterPush(redrawn, iAgreed)).toBe(iAgreed);
  });

  it('gives way to a newer view offering the same move at another moment (the next trick’s Next)', () => {
    const trickDone = playUntil(startedRoom(5, {}, { friends: true }), offersNext);
    const mine = pushed(trickDone).view.validActions.find((action) => action.type === 'agree')!;
    const tapped = unconfirmedView(pushed(trickDone), (v) => afterOwnMove(v, mine))!;
    const nextTrickDone = playUntil(after(trickDone, 'me', 'agree'), offersNext);
    const next = pushed(nextTrickDone);
    expect(next.view.validActions).toContainEqual(mine);
    expect(viewAfterPush(tapped, next)).toBe(next);
  });

  // A one-mark game's walks once saw the hand's "Next hand" enabled again after it was tapped: the
  // offline worker's answer came before its push of the game's end, and nothing was drawn for a
  // move that scores the hand.
  it("takes a move it cannot draw (the hand's Next hand) off offer until the room's view has it", () => {
    const handDone = playUntil(startedRoom(3), (v) => v.phase === 'hand-complete' && offersNext(v));
    const mine = pushed(handDone).view.validActions.find((action) => action.type === 'agree')!;
    expect(afterOwnMove(pushed(handDone).view, mine)).toBeNull();
    const tapped = unconfirmedView(pushed(handDone), (v) => afterOwnMove(v, mine) ?? awaitingRoom(v, mine))!;
    expect(tapped.view.validActions).toEqual([]);
    expect(tapped.view.phase).toBe('hand-complete');
    expect(viewAfterPush(tapped, pushed(handDone))).toBe(tapped);
    expect(viewAfterRefusal(tapped)).toEqual(pushed(handDone));

    const scored = pushed(after(handDone, 'me', 'agree'));
    expect(scored.view.phase).not.toBe('hand-complete');
    expect(viewAfterPush(tapped, scored)).toBe(scored);
  });

  it('draws nothing for a move the view does not offer', () => {
    expect(awaitingRoom({ ...view, validActions: [] }, myPlay)).toBeNull();
  });
});
