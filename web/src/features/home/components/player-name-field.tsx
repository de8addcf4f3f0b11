// The name a player goes by at the table, asked the same way on the home screen and where an
// invite link lands: at most shared's MAX_NAME_LENGTH characters, as the server takes it.
import { MAX_NAME_LENGTH } from '@texas42/shared';
import type { Ref } from 'react';
import { TextField } from '../../../components/ui/text-field/text-field';

export interface PlayerNameFieldProps {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly error: string | null;
  readonly ref?: Ref<HTMLInputElement>;
}

/** The "Your name" field. */
export function PlayerNameField({ value, onValueChange, error, ref }: PlayerNameFieldProps) {
  return (
    <TextField
      ref={ref}
      label="Your name"
      value={value}
      onValueChange={onValueChange}
      placeholder="What the table calls you"
      autoComplete="nickname"
      autoCapitalize="words"
      enterKeyHint="go"
      maxLength={MAX_NAME_LENGTH}
      error={error}
    />
  );
}
