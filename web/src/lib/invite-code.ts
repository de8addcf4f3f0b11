// Invite codes are 6 characters from an alphabet without look-alikes (no I, L, O, 0, 1), so a
// code read aloud or copied by hand cannot be mistyped into another valid code. The generator
// lives with the rooms in @texas42/shared; the alphabet here must match it.

/** Characters an invite code may contain. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Length of every invite code. */
export const INVITE_CODE_LENGTH = 6;

/**
 * Turns whatever a person typed or pasted (lower case, spaces, dashes, or a whole invite link
 * ending in /join/CODE) into the code characters it contains, at most 6.
 */
export function normalizeInviteCode(input: string): string {
  const fromLink = /\/join\/([^/?#\s]+)/i.exec(input)?.[1] ?? input;
  let code = '';
  for (const char of fromLink.toUpperCase()) {
    if (INVITE_CODE_ALPHABET.includes(char)) code += char;
    if (code.length === INVITE_CODE_LENGTH) break;
  }
  return code;
}

/** True for a complete, well-formed invite code. */
export function isInviteCode(code: string): boolean {
  return code.length === INVITE_CODE_LENGTH && [...code].every((c) => INVITE_CODE_ALPHABET.includes(c));
}
