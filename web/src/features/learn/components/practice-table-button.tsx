// The way from the lessons to real play: a button that opens the practice table (an offline game
// against the Beginner AI, with hints) and goes to it.
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { errorMessage } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { loadPlayerName } from '../../../lib/player-name-storage';
import { useOpenPracticeTable } from '../api/open-practice-table';

/** "Practice table", and why it failed if it did. */
export function PracticeTableButton({ variant }: { readonly variant: 'primary' | 'secondary' }) {
  const navigate = useNavigate();
  const practice = useOpenPracticeTable();
  const open = () =>
    practice.mutate(loadPlayerName() || 'You', {
      onSuccess: (room) => void navigate(paths.room.to('offline', room.roomId)),
    });
  return (
    <>
      <Button variant={variant} pending={practice.isPending} onClick={open}>
        Practice table: a game with hints
      </Button>
      {practice.error && <p role="alert">{errorMessage(practice.error)}</p>}
    </>
  );
}
