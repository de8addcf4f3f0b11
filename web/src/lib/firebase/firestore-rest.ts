// Firestore over its REST API, for the two things a page cannot leave to the SDK: a goodbye that
// must outlive the closing page, and a look at a heartbeat that must come from the server. The SDK
// can answer a read of a document its own listeners hold from what they last heard: in a run of
// web/e2e/lagging-presence.online.test.ts at load 30, a phone whose updates had just come back
// sent markAway for a player whose heartbeats never stopped. A REST read has no cache to answer from.

/** The resource name of `projectId`'s default database. */
const databaseOf = (projectId: string) => `projects/${projectId}/databases/(default)`;

/** Writes a `gone` heartbeat at document `path` of `projectId` through Firestore's REST API at
 * `base`, as the signed-in user of `idToken`, in a request that outlives the page (fetch
 * keepalive). The SDK's own write goes out on its channel a moment later, when a page that is
 * closing has already been torn down and its requests cancelled, so its goodbye was often lost. */
export async function farewell(
  base: string,
  projectId: string,
  path: string,
  idToken: string,
): Promise<void> {
  const database = databaseOf(projectId);
  const write = {
    update: { name: `${database}/documents/${path}`, fields: { gone: { booleanValue: true } } },
    updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
  };
  const response = await fetch(`${base}/v1/${database}/documents:commit`, {
    method: 'POST',
    keepalive: true,
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes: [write] }),
  });
  if (!response.ok) throw new Error(`goodbye refused: ${response.status}`);
}

/** The heartbeat at document `path` of `projectId` as the server holds it now, read through
 * Firestore's REST API at `base` as the signed-in user of `idToken`: when it was written (ms) and
 * whether its page said goodbye; null when there is none. */
export async function heartbeatFromServer(
  base: string,
  projectId: string,
  path: string,
  idToken: string,
): Promise<{ readonly at: number | null; readonly gone: boolean } | null> {
  const response = await fetch(`${base}/v1/${databaseOf(projectId)}/documents/${path}`, {
    headers: { Authorization: `Bearer ${idToken}` },
    cache: 'no-store',
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`heartbeat unreadable: ${response.status}`);
  const { fields } = (await response.json()) as {
    fields?: { at?: { timestampValue?: string }; gone?: { booleanValue?: boolean } };
  };
  const at = fields?.at?.timestampValue;
  return { at: at === undefined ? null : Date.parse(at), gone: fields?.gone?.booleanValue === true };
}
