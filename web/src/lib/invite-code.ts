// Invite codes are 6 characters from an alphabet without look-alikes (no I, L, O, 0, 1), so a
// code read aloud or copied by hand cannot be mistyped into another valid code. The alphabet, the
// length and the check are the rooms' own (@texas42/shared); this module adds how people type them.
import { CODE_ALPHABET, CODE_LENGTH } from '@texas42/shared';

export { CODE_LENGTH as INVITE_CODE_LENGTH, isInviteCode } from '@texas42/shared';

/**
 * Turns whatever a person typed or pasted (lower case, spaces, dashes, or a whole invite link
 * ending in /join/CODE) into the code characters it contains, at most 6.
 */
export function normalizeInviteCode(input: string): string {
  const fromLink = /\/join\/([^/?#\s]+)/i.exec(input)?.[1] ?? input;
  let code = '';
  for (const char of fromLink.toUpperCase()) {
    if (CODE_ALPHABET.includes(char)) code += char;
    if (code.length === CODE_LENGTH) break;
  }
  return code;
}
