// Hints for the `see-hints` capability: the search strategy's choice, with one line saying why in a
// player's words ("Lead the 6-6: it draws trump, and makes 31 in 78% of the deals tried"). A bid's
// or a trump's chance is the one "Help me bid" shows for it (`outlookChance`, from the same deals):
// real play's chance, as Expert bids on it, so a player never reads two numbers for one bid.

import {
  countOf,
  describeBid,
  dominoName,
  DOUBLES_TRUMP,
  followersOf,
  partnerOf,
  playModeOf,
  powerOf,
  suitLed,
  teamOf,
} from '../engine';
import type { BidAction, PlayAction, SelectTrumpAction } from '../engine';
import type { Hint, Hinter, PlayerView } from '../view';
import { OUTLOOK_BUDGET, decisionSeed, outlookChance } from './bid-outlook';
import { knowledgeFrom } from './knowledge';
import type { KnowledgeIn } from './knowledge';
import { Rng } from './rng';
import { pointsToMake } from './hand-value';
import { searchBid, searchTrump } from './search-bid';
import { searchPlay } from './search-play';
import type { PlayChoice } from './search-play';
import { SEARCH_LEVELS } from './search-level';
import type { SearchLevel } from './search-level';

const percent = (chance: number): string => `${Math.round(Math.max(0, Math.min(1, chance)) * 100)}%`;

/** Why a play is good, in a few words, from what it does to the trick. */
const playReason = (k: KnowledgeIn<'playing'>, play: PlayAction): string => {
  const mode = playModeOf(k.trump, k.settings);
  const id = play.domino;
  const trumpSuit = mode < DOUBLES_TRUMP ? mode : 7;
  const isTrump = mode <= DOUBLES_TRUMP && ((followersOf(mode, trumpSuit) >> id) & 1) === 1;
  if (k.trump === 'nello')
    return k.contract.bidder === k.seat ? 'it stays under the trick' : 'it leaves the bidder on top';
  if (k.trick.length === 0)
    return isTrump ? 'it draws trump' : countOf(id) > 0 ? 'it cashes count' : 'it gives little away';
  const suit = suitLed(mode, k.trick[0]!.domino);
  let top = k.trick[0]!;
  for (const p of k.trick) if (powerOf(mode, suit, p.domino) > powerOf(mode, suit, top.domino)) top = p;
  const partnerWinning = top.seat === partnerOf(k.seat);
  if (powerOf(mode, suit, id) > powerOf(mode, suit, top.domino))
    return isTrump && !((followersOf(mode, suit) >> id) & 1) ? 'it trumps the trick' : 'it takes the trick';
  if (partnerWinning && countOf(id) > 0) return `it gives your partner ${countOf(id)} count`;
  return countOf(id) > 0 ? 'it is the count you can spare' : 'it keeps your count safe';
};

/** The tail of a play reason: how often the search saw it work. */
const evidence = (k: KnowledgeIn<'playing'>, choice: PlayChoice): string => {
  if (!choice.isChance || choice.samples === 0) return '';
  const bidders = teamOf(k.contract.bidder) === teamOf(k.seat);
  const goal = bidders ? `makes ${describeBid(k.contract)}` : `sets ${describeBid(k.contract)}`;
  return `, and ${goal} in ${percent(choice.score)} of the deals tried`;
};

/** The search's suggestion for this view, with a reason; null when there is nothing to decide. A
 * bid's or trump's chance is the outlook's, over deals drawn from the same `seed` within `outlook`. */
export const suggest = (
  view: PlayerView,
  seed: number,
  level: SearchLevel = SEARCH_LEVELS.expert,
  outlook: SearchLevel = OUTLOOK_BUDGET,
): Hint | null => {
  const k = knowledgeFrom(view);
  if (k === null || k.validActions.length === 0) return null;
  if (k.validActions.length === 1)
    return { action: k.validActions[0]!, reason: 'It is the only move you have' };
  const rng = new Rng(seed);
  if (k.phase === 'bidding') {
    const { action, chance: searched } = searchBid(k, rng, level);
    const lowest = k.validActions.find((a): a is BidAction => a.type === 'bid');
    const bid = action.type === 'bid' ? action : lowest;
    // Splash and plunge are not on the sheet: the search's own chance, mapped to real play.
    const onSheet = bid !== undefined && (bid.kind === 'points' || bid.kind === 'marks');
    const chance =
      (onSheet ? outlookChance(view, seed, pointsToMake(bid), undefined, outlook) : null) ?? searched;
    if (action.type === 'bid')
      return {
        action,
        reason: `Bid ${describeBid(action)}: you make it about ${percent(chance)} of the time`,
      };
    if (k.contract?.bidder === partnerOf(k.seat))
      return { action, reason: 'Pass: your partner holds the bid' };
    return { action, reason: `Pass: the lowest bid makes only about ${percent(chance)} of the time` };
  }
  if (k.phase === 'trump') {
    const { action, chance: searched } = searchTrump(k, rng, level);
    const trump = (action as SelectTrumpAction).trump;
    const chance = outlookChance(view, seed, pointsToMake(k.contract), trump, outlook) ?? searched;
    return {
      action,
      reason: `Name ${trump}: it makes ${describeBid(k.contract)} about ${percent(chance)} of the time`,
    };
  }
  if (k.phase === 'playing') {
    const choice = searchPlay(k, rng, level);
    const verb = k.trick.length === 0 ? 'Lead' : 'Play';
    return {
      action: choice.action,
      reason: `${verb} the ${dominoName(choice.action.domino)}: ${playReason(k, choice.action)}${evidence(k, choice)}`,
    };
  }
  const agree = k.validActions.find((a) => a.type === 'agree');
  return agree ? { action: agree, reason: 'Tap Next to go on' } : null;
};

/** The table's hinter: Expert's suggestion for the seat the view belongs to (Hard's search, bidding
 * on real play's chances), from the decision's seed, the one the outlook's sheet uses. */
export const searchHinter: Hinter = (view) => suggest(view, decisionSeed(view));
