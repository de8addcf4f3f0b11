// Firestore paths, document shapes and callable names: the contract between functions/ and web/.
export * from './callables';
export * from './documents';
export * from './paths';
