// The HTTP under this process's web SDK clients (Node's fetch), made to behave as a phone's browser
// does and to say what went wrong when it fails.
// - One connection per request. Node's fetch keeps a connection open for the next request, and can
//   send a request down one the emulator is closing at its 5-second keep-alive timeout (a race a
//   loaded machine makes likelier); unlike a browser, it does not send a POST again when a reused
//   connection fails before any answer. A phone's browser resends it, so a player never sees this;
//   here the call would come back `internal`, as one did on CI (a fetch that threw, cause unknown).
//   A fresh connection on loopback costs well under a millisecond.
// - The web SDK answers a callable with `internal` both when fetch threw (its message ends "[0]")
//   and when the functions emulator answered 500 without a callable's error (its worker failed
//   under the request). Our handlers never answer `internal` (functions/src/errors.ts), so a call
//   that comes back `internal` has what this record saw appended to its message: the next one
//   names its cause.
// - Every SDK request goes through it, Auth's too. Auth keeps the fetch it finds when it loads; it
//   loaded before this was installed, so its sign-ins kept reusing connections, and one failed with
//   `auth/network-request-failed` on a soak run. Installed first now (transport-setup.ts).

/** A request that failed below the callable protocol. */
interface Failure {
  readonly url: string;
  readonly what: string;
}

/** The failures seen, oldest first (a test process makes a few thousand calls at most). */
const failures: Failure[] = [];

let followed = false;

/** Wraps this process's fetch, once: every request asks for its connection to be closed after it,
 * and every request that threw or came back with a status of 500 or more is noted. */
export function followTransport(): void {
  if (followed) return;
  followed = true;
  const fetchOf = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set('connection', 'close');
    try {
      const response = await fetchOf(input, { ...init, headers });
      if (response.status >= 500) {
        const body = await response.clone().text();
        failures.push({ url, what: `HTTP ${response.status}: ${body.slice(0, 200)}` });
      }
      return response;
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      failures.push({ url, what: `fetch threw: ${cause?.code ?? ''} ${cause?.message ?? String(error)}` });
      throw error;
    }
  };
}

/** Where the record stands now; pass it to `failuresSince`. */
export const transportMark = (): number => failures.length;

/** What went wrong below the protocol since `mark` for calls to `callable` (for any request, when
 * none is named), as one line. */
export const failuresSince = (mark: number, callable?: string): string =>
  failures
    .slice(mark)
    .filter((failure) => callable === undefined || failure.url.endsWith(`/${callable}`))
    .map((failure) => failure.what)
    .join('; ');
