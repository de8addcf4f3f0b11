// Shown when a route fails to load or render (for example a stale chunk after a deploy).
import { useRouteError } from 'react-router';
import { Notice } from '../../components/ui/notice/notice';

/** A readable error with a way home; the details go to the console. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Notice title="Something went wrong">
      <p>This screen could not be shown. Reloading the page usually fixes it.</p>
    </Notice>
  );
}
