// Firestore paths, document shapes, callable names and their request schemas, request and
// response shapes: the contract between functions/ and web/.
export * from './callables';
export * from './documents';
export * from './daily';
export * from './paths';
export { PAYLOAD_ERROR_CODES } from './payload-errors';
export type { Parsed, PayloadError, PayloadErrorCode } from './payload-errors';
export { MAX_NAME_LENGTH, checkPlayerName } from './player-name';
export { MAX_LINK_LENGTH } from './field-schemas';
export type { SettingsChanges, TableChanges } from './table-changes-schema';
export { REQUEST_SCHEMAS } from './request-schemas';
export type { RequestName } from './request-schemas';
export * from './requests';
export * from './parse-request';
export * from './move-request';
export { ROOM_FORMAT } from './stored/room-format';
export { decodeStoredRoom, decodeOfflineSave, offlineSave } from './stored/stored-room';
export type { OfflineSave } from './stored/stored-room';
export type { FormatError } from './stored/format-error';
export { ERROR_CODES, QUOTA_ERROR_CODES, isErrorCode, readRefusalDetails } from './error-codes';
export type { ErrorCode, QuotaErrorCode, RefusalDetails } from './error-codes';
