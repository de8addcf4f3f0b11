// Where a "continue on another phone" link lands (/continue/TOKEN): this device takes the seat at
// once and opens the table; the link leaves the history (it works once anyway). A link that no
// longer works says so, with the way to make a new one.
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Notice } from '../../../components/ui/notice/notice';
import { errorMessage } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { useAcceptTransfer } from '../api/accept-transfer';

/** Takes the seat, then shows its table. */
export function ContinueScreen() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const accept = useAcceptTransfer();
  const { mutate } = accept;
  // Once per page: a second call would find the link used up.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token, {
      onSuccess: (room) => navigate(paths.room.to('online', room.roomId), { replace: true }),
    });
  }, [mutate, navigate, token]);

  if (accept.isError)
    return (
      <Notice title="This link no longer works">
        <p>{errorMessage(accept.error)}</p>
      </Notice>
    );
  return (
    <main aria-busy="true">
      <p role="status">Moving your seat to this phone…</p>
    </main>
  );
}
