// What one user may do: how many open tables they host, how fast they make and join tables, and
// how often they mark a seat away. Generous for people (a table of friends makes one room and plays
// for an hour), tight for a script: before these, one anonymous user made 1,000 rooms in 19 s and
// joined 100 in 4 s.

import type { QuotaDoc, QuotaErrorCode } from '@texas42/shared';
import type { DomainError } from '../errors';
import type { Rate } from './token-bucket';

/** The allowances kept in a quota document. */
export type QuotaKind = keyof QuotaDoc;

/** The most tables in the lobby or playing that one user hosts (and still sits at or watches). */
export const MAX_OPEN_TABLES = 10;

/** Making tables: 10 at once, then one every 3 minutes. Joining: 30 at once, then one a minute.
 * Marking seats away: 60 at once, then one every 6 s. A phone marks a seat once per silence
 * (use-presence.ts) and only the first phone in line does (timeout-claimant.ts), so even a table
 * of three phones dropping in and out every minute stays far below it. */
export const RATES: { readonly [K in QuotaKind]-?: Rate } = {
  creates: { burst: 10, perHour: 20 },
  joins: { burst: 30, perHour: 60 },
  away: { burst: 60, perHour: 600 },
};

/** The refusal when each allowance is spent (shared's QUOTA_ERROR_CODES; each is answered
 * `resource-exhausted`). */
const SPENT: { readonly [K in QuotaKind]-?: QuotaErrorCode } = {
  creates: 'quota/creates',
  joins: 'quota/joins',
  away: 'quota/away',
};

/** What the caller did too often, in a player's words. */
const DONE: { readonly [K in QuotaKind]-?: string } = {
  creates: 'made many tables',
  joins: 'joined many tables',
  away: 'marked players away many times',
};

/** "3 minutes", "1 minute": a wait in whole minutes, rounded up. */
const minutes = (ms: number): string => {
  const whole = Math.max(1, Math.ceil(ms / 60_000));
  return whole === 1 ? '1 minute' : `${whole} minutes`;
};

/** The refusal when the `kind` allowance is spent, with the wait until it comes back. */
export const rateRefusal = (kind: QuotaKind, waitMs: number): DomainError => ({
  code: SPENT[kind],
  message: `You have ${DONE[kind]} in a short time: try again in ${minutes(waitMs)}`,
});

/** The refusal when the caller already hosts as many open tables as allowed. */
export const openTablesRefusal = (): DomainError => ({
  code: 'quota/open-tables',
  message: `You already have ${MAX_OPEN_TABLES} open tables: finish or leave one before making another`,
});
