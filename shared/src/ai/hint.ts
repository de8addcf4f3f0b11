// Hints for the `see-hints` capability: the search strategy's choice, with one line saying why in a
// player's words ("Lead the 6-6: everyone must play a trump, so the other side has fewer left (your
// bid made in 78% of tries)"; the play's words are hint-words.ts's). A bid's
// or a trump's chance is the one "Help me bid" shows for it (`outlookChance`, from the same deals):
// real play's chance, as Expert bids on it, so a player never reads two numbers for one bid. That
// chance costs most of a bid hint's time, so a hint comes in steps: the move with words that say
// its chance is being worked out, then the whole sentence.

import { describeBid, dominoName, partnerOf, teamOf } from '../engine';
import type { BidAction, SelectTrumpAction } from '../engine';
import type { Hint, Hinter, PlayerView } from '../view';
import { OUTLOOK_BUDGET, decisionSeed, outlookChance } from './bid-outlook';
import type { BidOutlook } from './bid-outlook';
import { evidence, playReason } from './hint-words';
import { knowledgeFrom } from './knowledge';
import { Rng } from './rng';
import { pointsToMake } from './hand-value';
import { searchBid, searchTrump } from './search-bid';
import { searchPlay } from './search-play';
import { SEARCH_LEVELS } from './search-level';
import type { SearchLevel } from './search-level';
import { drain } from './steps';
import type { Steps } from './steps';

/** A chance in whole percent, as a hint says it. */
const wholePercent = (chance: number): number => Math.round(Math.max(0, Math.min(1, chance)) * 100);
const percent = (chance: number): string => `${wholePercent(chance)}%`;

/** A hint as soon as its move is known and, when its reason still waits on the outlook's deals (a
 * bid's or a trump's chance, most of a bid hint's cost), the work that finishes it, a deal at a
 * time. A phone shows the move first and the chance after, and can stop working the chance out
 * between two deals (web/src/lib/offline/hint.worker.ts). */
export interface HintInSteps {
  readonly hint: Hint | null;
  readonly finish: Steps<FinishedHint> | null;
}

/** A hint with its chance, and the sheet "Help me bid" shows for the same view, which the chance
 * was read from (null when it was not: a splash's or plunge's chance is the search's own). */
export interface FinishedHint {
  readonly hint: Hint;
  readonly outlook: BidOutlook | null;
}

/** The words of a bid's or trump's hint whose chance is still being worked out: they end in "…",
 * which no finished hint does. */
const STILL_WORKING = '…';

/** The search's suggestion for this view, in steps; null when there is nothing to decide. A bid's
 * or trump's chance is the outlook's, over deals drawn from the same `seed` within `outlook`. */
export const suggestInSteps = (
  view: PlayerView,
  seed: number,
  level: SearchLevel = SEARCH_LEVELS.expert,
  outlook: SearchLevel = OUTLOOK_BUDGET,
): HintInSteps => {
  const done = (hint: Hint | null): HintInSteps => ({ hint, finish: null });
  const k = knowledgeFrom(view);
  if (k === null || k.validActions.length === 0) return done(null);
  if (k.validActions.length === 1)
    return done({ action: k.validActions[0]!, reason: 'It is the only move you have' });
  const rng = new Rng(seed);
  if (k.phase === 'bidding') {
    const { action, chance: searched } = searchBid(k, rng, level);
    // Said without a chance, so without the outlook's deals.
    if (action.type !== 'bid' && k.contract?.bidder === partnerOf(k.seat))
      return done({ action, reason: 'Pass: your partner already has the highest bid' });
    const lowest = k.validActions.find((a): a is BidAction => a.type === 'bid');
    const bid = action.type === 'bid' ? action : lowest;
    // Splash and plunge are not on the sheet: the search's own chance, mapped to real play.
    const onSheet = bid !== undefined && (bid.kind === 'points' || bid.kind === 'marks');
    const move = action.type === 'bid' ? `Bid ${describeBid(action)}` : 'Pass';
    const working =
      action.type === 'bid'
        ? 'working out how often you make it'
        : 'working out how often the lowest bid is made';
    const theirs = k.contract !== null && teamOf(k.contract.bidder) !== teamOf(k.seat);
    function* finish(): Steps<FinishedHint> {
      const sheet = onSheet
        ? yield* outlookChance(view, seed, pointsToMake(bid), undefined, outlook)
        : { chance: null, outlook: null };
      const made = wholePercent(sheet.chance ?? searched);
      // Weighed in marks, a bid over the other side's can be worth it under even odds (their bid
      // is usually made: heuristic-bid.ts's chooseBid); say so, or the hint reads as a mistake.
      const why = theirs && made < 50 ? ' cheaper than leaving them their bid;' : '';
      const reason =
        action.type === 'bid'
          ? `${move}:${why} you make it about ${made}% of the time`
          : `${move}: even the lowest bid is made only about ${made}% of the time`;
      return { hint: { action, reason }, outlook: sheet.outlook };
    }
    return { hint: { action, reason: `${move}: ${working}${STILL_WORKING}` }, finish: finish() };
  }
  if (k.phase === 'trump') {
    const { action, chance: searched } = searchTrump(k, rng, level);
    const trump = (action as SelectTrumpAction).trump;
    const { contract } = k;
    const made = `you make your ${describeBid(contract)}`;
    function* finish(): Steps<FinishedHint> {
      const sheet = yield* outlookChance(view, seed, pointsToMake(contract), trump, outlook);
      const reason = `Name ${trump}: ${made} about ${percent(sheet.chance ?? searched)} of the time`;
      return { hint: { action, reason }, outlook: sheet.outlook };
    }
    return {
      hint: { action, reason: `Name ${trump}: working out how often ${made}${STILL_WORKING}` },
      finish: finish(),
    };
  }
  if (k.phase === 'playing') {
    const choice = searchPlay(k, rng, level);
    const verb = k.trick.length === 0 ? 'Lead' : 'Play';
    return done({
      action: choice.action,
      reason: `${verb} the ${dominoName(choice.action.domino)}: ${playReason(k, choice.action)}${evidence(k, choice)}`,
    });
  }
  const agree = k.validActions.find((a) => a.type === 'agree');
  return done(agree ? { action: agree, reason: 'Tap Next to go on' } : null);
};

/** The search's whole suggestion for this view (its chance worked out); null when there is
 * nothing to decide. */
export const suggest = (
  view: PlayerView,
  seed: number,
  level: SearchLevel = SEARCH_LEVELS.expert,
  outlook: SearchLevel = OUTLOOK_BUDGET,
): Hint | null => {
  const { hint, finish } = suggestInSteps(view, seed, level, outlook);
  return finish === null ? hint : drain(finish).hint;
};

/** The table's hinter in steps: Expert's suggestion for the seat the view belongs to (Hard's
 * search, bidding on real play's chances), from the decision's seed, the one the outlook's sheet
 * uses. */
export const hintInSteps = (view: PlayerView): HintInSteps => suggestInSteps(view, decisionSeed(view));

/** The table's hinter: `hintInSteps`, finished. */
export const searchHinter: Hinter = (view) => suggest(view, decisionSeed(view));
