import { describe, expect, it } from 'vitest';
import type { PlayerView } from '@texas42/shared';
import { CLAIM_GRACE_MS, claimDelay, claimants, FIRST_CLAIM_MS } from './timeout-claimant';
import { myView, playUntil, startedRoom } from '../../testing/room-states';

// A real view (Mia in seat 0, Carlos in 1, Grandma in 2, the AI in 3) at the moment Grandma bids.
const grandmasTurn = (): PlayerView =>
  myView(playUntil(startedRoom(9, {}, { friends: true }), (view) => view.turn === 2));

const seatedAs = (view: PlayerView, seat: PlayerView['seat']): PlayerView => ({ ...view, seat });

describe('who calls time on a run-out clock', () => {
  it('lets the person after the seat on turn claim first, skipping the AI, then the others in order', () => {
    const view = grandmasTurn();
    // After Grandma (2): the AI (3) is skipped, then Mia (0), then Carlos (1).
    expect(claimants(view)).toEqual([0, 1]);
    expect(claimDelay(seatedAs(view, 0))).toBe(FIRST_CLAIM_MS);
    expect(claimDelay(seatedAs(view, 1))).toBe(FIRST_CLAIM_MS + CLAIM_GRACE_MS);
  });

  it('gives each phone its own moment, so no two claim at once', () => {
    const view = grandmasTurn();
    const delays = claimants(view).map((seat) => claimDelay(seatedAs(view, seat)));
    expect(new Set(delays).size).toBe(delays.length);
  });

  it('passes over an away seat: its phone is probably closed', () => {
    const view = grandmasTurn();
    const [mia, carlos, grandma, ai] = view.players;
    const away: PlayerView = { ...view, players: [{ ...mia, away: true }, carlos, grandma, ai] };
    expect(claimants(away)).toEqual([1]);
    expect(claimDelay(seatedAs(away, 1))).toBe(FIRST_CLAIM_MS);
    // Mia's app still runs, so it claims too, but last.
    expect(claimDelay(seatedAs(away, 0))).toBe(FIRST_CLAIM_MS + CLAIM_GRACE_MS);
  });

  it('leaves a paused table alone: with every person seated away, no open app claims', () => {
    const view = grandmasTurn();
    const [mia, carlos, grandma, ai] = view.players;
    const paused: PlayerView = {
      ...view,
      players: [{ ...mia, away: true }, { ...carlos, away: true }, { ...grandma, away: true }, ai],
    };
    expect(claimDelay(seatedAs(paused, 0))).toBeNull();
    expect(claimDelay(seatedAs(paused, 1))).toBeNull();
  });

  it('never has a watcher claim', () => {
    expect(claimDelay(seatedAs(grandmasTurn(), null))).toBeNull();
  });
});
