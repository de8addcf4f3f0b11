// Well-formed but hostile requests: no signed-in user, rooms that do not exist or are someone
// else's, another seat's move, stale versions, moves in the wrong phase or against the rules, a
// member doing the host's work, settings the game does not have, the audience's callables misused.
// Each has the one status it must get (two where the protocol leaves the order of checks open).
import { audienceIntruders } from './audience';
import { missingRooms, otherRooms, otherSeats, signedOut, staleVersions } from './intruders';
import type { Case } from './malformed';
import { againstTheRules, notTheHost, unknownSettings, wrongPhase } from './out-of-turn';
import type { Add } from './requests';
import type { Stage } from './stage';

/** Every hostile case for the stage. */
export function hostileCases(stage: Stage, seed: number): Case[] {
  const cases: Case[] = [];
  const add: Add = (label, callable, caller, data, ...expected) =>
    cases.push({ label: `${callable}: ${label}`, callable, caller, data, expected });
  signedOut(stage, add);
  missingRooms(stage, add, seed);
  otherRooms(stage, add);
  otherSeats(stage.bidding, add);
  otherSeats(stage.playing, add);
  staleVersions(stage, add);
  wrongPhase(stage, add);
  againstTheRules(stage, add);
  notTheHost(stage, add);
  unknownSettings(stage, add);
  audienceIntruders(stage, add);
  return cases;
}
