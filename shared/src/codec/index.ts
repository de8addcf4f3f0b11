// Codecs: actions as uint32 words, and whole games as short URL-safe replay links.

export { actionWord, actionFromWord, actionWords, actionsFromWords } from './action-word';
export { encodeGame, decodeGame, recordOf, CODEC_ERROR_CODES } from './replay-link';
export type { GameRecord, CodecError, CodecErrorCode } from './replay-link';
export { URL_ALPHABET } from './mixed-radix';
