// Firestore paths, document shapes, callable names and their request and response shapes: the
// contract between functions/ and web/.
export * from './callables';
export * from './documents';
export * from './paths';
export { PAYLOAD_ERROR_CODES } from './fields';
export type { Parsed, PayloadError, PayloadErrorCode } from './fields';
export * from './requests';
export * from './parse-request';
export * from './move-request';
