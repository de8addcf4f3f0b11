// One way to talk to a Web Worker, for all of them: comlink. A worker exposes one object of
// functions (`expose`); the page wraps the worker and calls those functions as async ones, each
// call a message and its answer (or the error it threw) the reply. A worker here starts on its
// first question and then serves every later one.
import { wrap } from 'comlink';
import type { Endpoint, Remote } from 'comlink';

/** The worker `start` makes, on first use (then `opened` tells it what it needs first): the object
 * it exposes, each function an async call. */
export function lazyWorker<Api>(
  start: () => Endpoint,
  opened: (remote: Remote<Api>) => void = () => {},
): () => Remote<Api> {
  let remote: Remote<Api> | null = null;
  return () => {
    if (remote === null) {
      remote = wrap<Api>(start());
      opened(remote);
    }
    return remote;
  };
}
