// Invite codes: six characters from an alphabet without look-alikes (no 0/O, 1/I/L), read aloud
// or typed on a phone. The code is drawn from a seed the server passes in; the server retries with
// another seed if the code is already in use.

import { mulberry32 } from '../engine';

/** The 31 characters a code is made of. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const CODE_LENGTH = 6;

/** The invite code a seed draws (mulberry32 words, one character each). */
export const inviteCode = (seed: number): string => {
  const next = mulberry32(seed);
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[(next() * 2 ** 32) % CODE_ALPHABET.length]!;
  return code;
};

/** A typed code as stored: upper case, with spaces and dashes dropped. */
export const normalizeCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');

/** True for a well-formed code. */
export const isInviteCode = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length === CODE_LENGTH &&
  [...value].every((c) => CODE_ALPHABET.includes(c));
