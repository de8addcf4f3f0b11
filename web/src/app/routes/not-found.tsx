// Any URL the app does not know.
import { Notice } from '../../components/ui/notice/notice';

/** "Nothing here" with a way home. */
export function NotFound() {
  return (
    <Notice title="Nothing on this table">
      <p>That page does not exist. If a friend sent you an invite, check the link or ask for the code.</p>
    </Notice>
  );
}
