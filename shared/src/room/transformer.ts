// Rule transformers (seed 001, section 5): a table's variants as functions over the valid-action
// list. Each one takes the machine that lists actions and returns a new machine that filters,
// marks or annotates them. A room stores only `{ name, params }`; the registry turns that into
// the function, so the variants of a table are plain data.

import type { BySeat, GameState } from '../engine';
import type { Hinter, OfferedAction, SeatInfo } from '../view';

/** Lists the table's valid actions, with annotations, in a state. */
export type Machine = (state: GameState) => OfferedAction[];

/** What a transformer may need from the room besides the state. */
export interface TableContext {
  /** Advises seats (the AI issue provides the search strategy); hints are off without it. */
  readonly hinter?: Hinter;
  /** The seats' names and occupants, for the views handed to the hinter. */
  readonly players?: BySeat<SeatInfo>;
}

/** Turns a machine into a modified machine. */
export type Transformer = (base: Machine, context: TableContext) => Machine;

/** A transformer as the room stores it: a registered name and its parameters. */
export interface TransformerSpec {
  readonly name: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** How the registry knows one transformer. */
export interface TransformerDefinition {
  /** One line for the host's settings screen. */
  readonly description: string;
  /** Why these parameters are unusable, or null when they are fine. */
  readonly check: (params: Readonly<Record<string, unknown>>) => string | null;
  /** The transformer these (checked) parameters make. */
  readonly make: (params: Readonly<Record<string, unknown>>) => Transformer;
}
