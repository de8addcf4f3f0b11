// The name field's state, remembered on this device as the player types.
import { useCallback, useState } from 'react';
import { loadPlayerName, PLAYER_NAME_MAX_LENGTH, savePlayerName } from '../../../lib/player-name-storage';

/** The typed name (initially the remembered one) and a setter that also remembers it. */
export function usePlayerName(): [string, (name: string) => void] {
  const [name, setNameState] = useState(loadPlayerName);
  const setName = useCallback((next: string) => {
    const value = next.slice(0, PLAYER_NAME_MAX_LENGTH);
    setNameState(value);
    savePlayerName(value.trim());
  }, []);
  return [name, setName];
}
