// A caller that writes the callable protocol by hand, as an attacker with curl would: the request
// body is JSON text of its own making (so `"__proto__"` arrives as a key, numbers like 1e400 and
// `"@type"` objects reach the server as written), sent with a signed-in anonymous user's ID token.
import type { CallableName } from '@texas42/shared';
import { HOST, PORTS, PROJECT_ID } from './emulators';
import { webClient } from './web-client';

/** The callable protocol's error body. */
interface RawError {
  readonly status: string;
  readonly message: string;
  readonly details?: { readonly code?: string };
}

/** What the server answered: the HTTP status, and the result or the error. */
export interface RawAnswer {
  readonly httpStatus: number;
  readonly result?: unknown;
  readonly error?: RawError;
}

/** A signed-in anonymous user who posts raw JSON to callables. */
export interface RawCaller {
  readonly uid: string;
  /** Posts `{"data": <dataJson>}` to `callable`, the JSON text exactly as given. */
  post(callable: CallableName, dataJson: string): Promise<RawAnswer>;
  close(): Promise<void>;
}

let count = 0;

/** A new anonymous user on their own client, posting by hand. */
export async function rawCaller(label = 'raw'): Promise<RawCaller> {
  const client = webClient(`${label}-${++count}`);
  const uid = await client.signIn();
  return {
    uid,
    post: async (callable, dataJson) => {
      const response = await fetch(
        `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/${callable}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${await client.idToken()}` },
          body: `{"data":${dataJson}}`,
        },
      );
      const body = (await response.json()) as { result?: unknown; error?: RawError };
      return { httpStatus: response.status, ...body };
    },
    close: () => client.close(),
  };
}
