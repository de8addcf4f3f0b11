// What a person is told when a replay link cannot be opened, one sentence per refusal of the
// codec (a code added there makes this record incomplete, so the compiler asks for its words).
import type { CodecErrorCode } from '@texas42/shared';

const LINK_WORDS: Record<CodecErrorCode, { readonly title: string; readonly advice: string }> = {
  'codec/check-failed': {
    title: 'This replay link is incomplete or mistyped',
    advice: 'Part of it is missing or a character is wrong: copy the whole link again, or ask for it again.',
  },
  'codec/malformed': {
    title: 'This replay link is damaged',
    advice: 'Part of it may be missing. Ask for the link again, or copy all of it.',
  },
  'codec/unsupported': {
    title: 'This replay link cannot be read',
    advice: 'It is not a replay link, or a newer version of the app made it: reload the page and try again.',
  },
  'codec/too-long': {
    title: 'This replay link is not a real game',
    advice: 'It asks for a game longer than any game of 42, so it is not opened.',
  },
  'codec/illegal-action': {
    title: 'This replay link breaks the rules',
    advice: 'It holds a move the rules of 42 do not allow. Ask for the link again.',
  },
};

/** The heading and the advice for a link the codec refused. */
export function linkWords(code: CodecErrorCode): { readonly title: string; readonly advice: string } {
  return LINK_WORDS[code];
}
