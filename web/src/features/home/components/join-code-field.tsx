// The invite-code field: typed or pasted text (even a whole invite link) is reduced to the code's
// characters as the player types, and the row's button joins the room.
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/text-field/text-field';
import { INVITE_CODE_LENGTH, normalizeInviteCode } from '../../../lib/invite-code';
import styles from './join-code-field.module.css';

export type JoinCodeFieldProps = {
  readonly code: string;
  readonly onCodeChange: (code: string) => void;
  readonly error: string | null;
  readonly pending: boolean;
  readonly disabled: boolean;
  readonly ref?: Ref<HTMLInputElement>;
};

/** The "Invite code" input with its "Join with code" button. */
export function JoinCodeField({ code, onCodeChange, error, pending, disabled, ref }: JoinCodeFieldProps) {
  return (
    <TextField
      ref={ref}
      label="Invite code"
      value={code}
      onValueChange={(value) => onCodeChange(normalizeInviteCode(value))}
      placeholder="K7QX2M"
      inputClassName={styles.code}
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      enterKeyHint="go"
      hint={`${INVITE_CODE_LENGTH} characters, from the host's invite.`}
      error={error}
      trailing={
        <Button
          type="submit"
          variant="secondary"
          aria-label="Join with code"
          icon={<ArrowRightIcon />}
          pending={pending}
          disabled={disabled}
          className={styles.join}
        >
          Join
        </Button>
      }
    />
  );
}
