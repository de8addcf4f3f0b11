// Where this device keeps its offline game (localStorage), named once for the full reader
// (offline-storage.ts) and the home screen's glance at it (lib/saved-offline-game.ts).

/** The localStorage key of the saved offline game. */
export const OFFLINE_GAME_KEY = 'texas42.offlineGame';
