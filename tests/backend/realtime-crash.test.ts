/**
 * `kill -9` of the backend under an open channel: realtime-js notices the socket gone, reconnects
 * by itself when the backend is back on the same data and port, rejoins its channel with its token
 * and receives the changes committed from then on (those committed while it was away are not
 * replayed, as on hosted Realtime: the app reads its rows again on SUBSCRIBED).
 */
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import { createClient } from '@supabase/supabase-js';
import { rmSync } from 'node:fs';
import WebSocket from 'ws';
import { readLocalStatus } from '../../supabase/local/cli.ts';
import type { Database } from '../../supabase/types/database.ts';
import {
  insertItem,
  isRow,
  startBackendProcess,
  stopBackendProcess,
  until,
  watch,
} from './realtime-support.ts';
import { createSignedInUser, freePort, makeTempDir } from './support.ts';

it('comes back by itself after the backend is killed and started again', async () => {
  const dataDir = makeTempDir('mealwise-realtime-crash-');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    SMTP_PORT: String(await freePort()),
    AUTO_CONFIRM: 'true',
  };
  let backend = await startBackendProcess(env, url);
  try {
    const status = await readLocalStatus(dataDir, { env: { ...process.env, ...env } });
    const a = await createSignedInUser({ url, ...status });
    const client = createClient<Database>(url, status.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: {
        transport: WebSocket as unknown as WebSocketLikeConstructor,
        reconnectAfterMs: () => 200,
      },
    });
    await client.realtime.setAuth(a.accessToken);
    const list = watch(client, { filter: `user_id=eq.${a.user.id}` });
    await list.reached('SUBSCRIBED');

    await stopBackendProcess(backend, 'SIGKILL');
    await list.reached('CHANNEL_ERROR', 5000).catch(() => undefined);
    expect(list.statuses.map((entry) => entry.status)).toContain('CHANNEL_ERROR');
    backend = await startBackendProcess(env, url);

    await until(
      () => (list.statuses.filter((s) => s.status === 'SUBSCRIBED').length >= 2 ? true : undefined),
      10_000,
      'the channel joined again',
    );
    const row = await insertItem(a.client, a.user.id);
    expect((await list.next(isRow(row.id))).eventType).toBe('INSERT');
    await client.removeAllChannels();
  } finally {
    await stopBackendProcess(backend, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
