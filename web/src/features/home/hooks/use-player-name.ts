// The name field's state, remembered on this device as the player types.
import { useCallback, useState } from 'react';
import { MAX_NAME_LENGTH } from '@texas42/shared';
import { loadPlayerName, savePlayerName } from '../../../lib/player-name-storage';

/** The typed name (initially the remembered one) and a setter that also remembers it. */
export function usePlayerName(): [string, (name: string) => void] {
  const [name, setNameState] = useState(loadPlayerName);
  const setName = useCallback((next: string) => {
    const value = next.slice(0, MAX_NAME_LENGTH);
    setNameState(value);
    savePlayerName(value.trim());
  }, []);
  return [name, setName];
}
