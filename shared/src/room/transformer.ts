// Table variants (rule transformers): functions over the valid-action list. Each one takes the
// machine that lists actions and returns a new machine that filters, marks or annotates them. A
// room stores only `{ name, params }`, typed by name; the registry turns that into the function,
// so the variants of a table are plain data.
//
// The line between the two kinds of variant: a house rule (`RULES`, engine/settings.ts) changes
// the game of 42 itself, so the engine reads it and every game record and replay link carries it;
// a table variant only narrows or marks what the engine offers (never makes a move legal that the
// engine refuses), so a replay needs none of them. A rule of the game is a house rule; a variant
// is for what a table does around the game (hints, speed, a forced opening, one-hand games).
// `tournament` is the tournament preset's contracts enforced whatever the settings, defined from
// the preset itself (rule-transformers.ts). docs/architecture.md says how to add either.

import type { BySeat, GameState, Result } from '../engine';
import type { Hinter, OfferedAction, SeatInfo } from '../view';

/** Lists the table's valid actions, with annotations, in a state. */
export type Machine = (state: GameState) => OfferedAction[];

/** What a transformer may need from the room besides the state. */
export interface TableContext {
  /** Advises seats (the AI's search, shared/src/ai/table-hints.ts); hints are off without it. */
  readonly hinter?: Hinter;
  /** The seats' names and occupants, for the views handed to the hinter. */
  readonly players?: BySeat<SeatInfo>;
}

/** Turns a machine into a modified machine. */
export type Transformer = (base: Machine, context: TableContext) => Machine;

/** A transformer that takes no parameters. */
export type NoParams = Readonly<Record<never, never>>;

/** Each transformer's parameters, by its registered name. */
export interface TransformerParams {
  readonly tournament: NoParams;
  readonly 'forced-bid-minimum': { readonly minimum: number };
  readonly speed: NoParams;
  readonly 'single-hand': NoParams;
  readonly hints: NoParams;
  readonly 'daily-challenge': { readonly date: string; readonly thresholds?: readonly number[] };
}

/** A registered transformer's name. */
export type TransformerName = keyof TransformerParams;

/** A transformer as the room stores it: a registered name and that transformer's parameters (one
 * member per name; `TransformerSpec<N>` is the spec of the transformers named `N`). */
export type TransformerSpec<N extends TransformerName = TransformerName> = {
  [M in N]: { readonly name: M; readonly params: TransformerParams[M] };
}[N];

/** How the registry knows one transformer, whose parameters are `P`. */
export interface TransformerDefinition<P> {
  /** One line for the host's settings screen. */
  readonly description: string;
  /** The parameters a host sent as this transformer's own (a fresh copy), or why they are
   * unusable. */
  readonly read: (params: Readonly<Record<string, unknown>>) => Result<P, string>;
  /** The transformer these parameters make. */
  readonly make: (params: P) => Transformer;
}
