// Every refusal a player can meet has one stable code from this list: the room's refusals, the
// request checks, stored formats, the server's quotas and its own. functions/ maps each code to an
// HttpsError status and the web each to the words a player reads; both are records over
// `ErrorCode` with no default, so a new code is one line in its list here and the compiler then
// names the two places that must say what it means.

import type { RuleErrorCode } from '../engine';
import { RULE_ERROR_CODES } from '../engine';
import { ROOM_ERROR_CODES } from '../room';
import { PAYLOAD_ERROR_CODES } from './payload-errors';
import { FORMAT_ERROR_CODES } from './stored/format-error';

/** The refusals of the server's allowances (functions/src/quota). */
export const QUOTA_ERROR_CODES = [
  'quota/open-tables', // the caller already hosts as many open tables as allowed
  'quota/creates', // the caller made tables too fast
  'quota/joins', // the caller joined tables too fast
  'quota/away', // the caller marked seats away too often
] as const;

/** The server's own refusals, beside the room layer's. */
const SERVER_ERROR_CODES = [
  'room/not-found', // no room with that id, or no invite with that code
  'auth/signed-out', // the call carries no signed-in user
  'transfer/link-gone', // a seat's one-time link was used, expired, replaced or guessed
  'server/busy', // other writers kept the table busy through every retry
  'daily/played', // the caller has a result for today's daily deal already
] as const;

/** Every code a refusal can carry, from the room layer to the client. */
export const ERROR_CODES = [
  ...ROOM_ERROR_CODES,
  ...PAYLOAD_ERROR_CODES,
  ...FORMAT_ERROR_CODES,
  ...QUOTA_ERROR_CODES,
  ...SERVER_ERROR_CODES,
] as const;

/** One of `ERROR_CODES`. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One of `QUOTA_ERROR_CODES`. */
export type QuotaErrorCode = (typeof QUOTA_ERROR_CODES)[number];

const KNOWN = new Set<string>(ERROR_CODES);
const KNOWN_RULES = new Set<string>(RULE_ERROR_CODES);

/** True for a code of this version of the app (a newer server may send codes it does not know). */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && KNOWN.has(value);

const isRuleErrorCode = (value: unknown): value is RuleErrorCode =>
  typeof value === 'string' && KNOWN_RULES.has(value);

/** What a refused call carries beside its message (the HttpsError's `details`): the refusal's
 * code and, behind a `room/illegal`, the engine's rule code. */
export interface RefusalDetails {
  readonly code: ErrorCode;
  readonly rule?: RuleErrorCode;
}

/** A refusal's details as a client reads them: `unknown` for a code this app does not know (sent
 * by an older or newer server), null when there are none (the call failed before any server code
 * ran). Each field is checked, not trusted: anything not of the shape reads as unknown. */
export const readRefusalDetails = (details: unknown): RefusalDetails | 'unknown' | null => {
  if (details === undefined || details === null) return null;
  const { code, rule } = details as { code?: unknown; rule?: unknown };
  if (!isErrorCode(code)) return 'unknown';
  return isRuleErrorCode(rule) ? { code, rule } : { code };
};
