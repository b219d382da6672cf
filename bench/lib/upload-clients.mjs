// Clients that post listings of photos without pause, in a worker thread of their own so that
// sending tens of megabytes never delays the latency the main thread measures. workerData:
// { url, token, photoFile, count, clients, title, drainMs }. Posts 'ready' once its body is
// encoded, starts on 'start', and on 'stop' lets the uploads under way finish for up to drainMs,
// abandons the rest (status 'abandoned': the server then skips their queued work) and posts the
// results ({ status, ms }[]).
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

/** A listing's multipart body with `count` copies of the photo, encoded once. */
export async function listingBody(photo, count, title) {
  const form = new FormData();
  const fields = { title, category: 'film-photography', district: 'Brunei-Muara', condition: 'good' };
  for (const [name, value] of Object.entries({ ...fields, price_per_day: '4000' })) form.append(name, value);
  for (let i = 0; i < count; i++)
    form.append('images', new Blob([photo], { type: 'image/jpeg' }), `photo-${i}.jpg`);
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type') };
}

export async function upload(url, token, listing, signal) {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/items/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': listing.type },
      body: listing.body,
      signal,
    });
    const answer = await response.json();
    return { status: response.status, ms: performance.now() - started, id: answer.item?.id };
  } catch (error) {
    if (signal?.aborted) return { status: 'abandoned', ms: performance.now() - started };
    throw error;
  }
}

if (parentPort && workerData?.photoFile) {
  const { url, token, photoFile, count, clients, title, drainMs } = workerData;
  const listing = await listingBody(readFileSync(photoFile), count, title);
  const results = [];
  const abandon = new AbortController();
  let stopping = false;
  let loops = [];
  const loop = async () => {
    while (!stopping) results.push(await upload(url, token, listing, abandon.signal));
  };
  parentPort.on('message', async (message) => {
    if (message === 'start') loops = Array.from({ length: clients }, loop);
    if (message !== 'stop') return;
    stopping = true;
    const timer = setTimeout(() => abandon.abort(), drainMs);
    await Promise.all(loops);
    clearTimeout(timer);
    parentPort.postMessage(results.map(({ status, ms }) => ({ status, ms })));
    parentPort.close();
  });
  parentPort.postMessage('ready');
}
