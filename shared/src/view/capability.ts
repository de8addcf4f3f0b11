// Capabilities decide what a member of a room may do and see, instead of flags like isAI or
// isSpectator (docs/security.md says what each view holds). A view shows nothing beyond the public table unless a
// capability grants it; the room authorizes every action from them too.

import type { Seat } from '../engine';

/** A token granting one power to act or to see. */
export type Capability =
  /** Take this seat's bids, declarations, plays and agreements. */
  | { readonly type: 'act-as-player'; readonly seat: Seat }
  /** See this seat's unplayed dominoes (the coach of that seat). */
  | { readonly type: 'observe-hand'; readonly seat: Seat }
  /** Watch the table (spectators). Every member, seated or not, sees every dealt hand once a hand
   * is over (the hand review reads them), so this grants nothing a seat does not get then; it says
   * who is watching. */
  | { readonly type: 'observe-all-hands' }
  /** See the hints the table's hinter attaches to the actions of a seat one acts or observes for. */
  | { readonly type: 'see-hints' }
  /** Change the room's settings and start the game (the host). */
  | { readonly type: 'configure-room' };

export type CapabilityType = Capability['type'];

/** A seated human: acts for the seat (its own hand is always in `self`). */
export const playerCapabilities = (seat: Seat): Capability[] => [{ type: 'act-as-player', seat }];

/** A tutorial student: acts for the seat and sees hints. */
export const studentCapabilities = (seat: Seat): Capability[] => [
  { type: 'act-as-player', seat },
  { type: 'see-hints' },
];

/** A coach: sees one seat's hand and its hints, acts for nobody. */
export const coachCapabilities = (seat: Seat): Capability[] => [
  { type: 'observe-hand', seat },
  { type: 'see-hints' },
];

/** A spectator: the public table during play, every dealt hand once a hand is over (as everyone). */
export const spectatorCapabilities = (): Capability[] => [{ type: 'observe-all-hands' }];

/** True when `capabilities` hold one of this type (and, for seat capabilities, this seat). */
export const hasCapability = (
  capabilities: readonly Capability[],
  type: CapabilityType,
  seat?: Seat,
): boolean =>
  capabilities.some(
    (capability) =>
      capability.type === type && (seat === undefined || !('seat' in capability) || capability.seat === seat),
  );

/** The seats whose hands these capabilities let one observe (besides one's own seat). */
export const observedSeats = (capabilities: readonly Capability[]): Seat[] =>
  capabilities.flatMap((capability) => (capability.type === 'observe-hand' ? [capability.seat] : []));
