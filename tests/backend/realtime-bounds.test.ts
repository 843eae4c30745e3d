/**
 * The Realtime socket's edges: the apikey checked at the upgrade; malformed frames answered with
 * an error, the socket kept; the 1.0.0 serializer; a socket over a bound (messages, joins or
 * channels per second or socket, frame size) told why and closed while other sockets go on;
 * closing the backend closes the sockets (realtime-crash.test.ts shows realtime-js coming back).
 */
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../supabase/types/database.ts';
import { insertItem, isRow, until, watch } from './realtime-support.ts';
import {
  createSignedInUser,
  startTestBackend,
  type SignedInUser,
  type TestBackend,
} from './support.ts';

interface RawSocket {
  ws: WebSocket;
  frames: unknown[];
  closed: Promise<{ code: number; reason: string }>;
}

async function rawSocket(backend: TestBackend, query: string): Promise<RawSocket> {
  const ws = new WebSocket(`${backend.url.replace(/^http/, 'ws')}/realtime/v1/websocket?${query}`);
  const frames: unknown[] = [];
  ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString('utf8'))));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, frames, closed };
}

function heartbeat(ref: string): string {
  return JSON.stringify([null, ref, 'phoenix', 'heartbeat', {}]);
}

function join(topic: string, ref: string): string {
  return JSON.stringify([ref, ref, topic, 'phx_join', { config: { postgres_changes: [] } }]);
}

const replyTo = (ref: string) => (frame: unknown) =>
  Array.isArray(frame) && frame[1] === ref && frame[3] === 'phx_reply' ? frame : undefined;

describe('realtime socket bounds', () => {
  let backend: TestBackend;
  let a: SignedInUser;
  const keyQuery = () => `apikey=${backend.anonKey}&vsn=2.0.0`;

  beforeAll(async () => {
    backend = await startTestBackend({
      inMemory: true,
      overrides: {
        realtimeLimits: { channelsPerSocket: 3, joinsPerSecond: 5, maxFrameBytes: 4096 },
      },
    });
    a = await createSignedInUser(backend);
  });

  afterAll(async () => {
    await backend?.close();
  });

  it('refuses an upgrade without a valid apikey', async () => {
    await expect(rawSocket(backend, 'vsn=2.0.0')).rejects.toThrow(/401/);
    await expect(rawSocket(backend, 'apikey=wrong&vsn=2.0.0')).rejects.toThrow(/401/);
    await expect(rawSocket(backend, `apikey=${backend.anonKey}&vsn=9.9.9`)).rejects.toThrow(/400/);
  });

  it('answers malformed frames with an error and keeps the socket', async () => {
    const socket = await rawSocket(backend, keyQuery());
    socket.ws.send('not json');
    socket.ws.send(JSON.stringify({ topic: 'object', event: 'in', payload: {} }));
    socket.ws.send(Buffer.from([3, 0, 0]), { binary: true });
    socket.ws.send(JSON.stringify([null, '7', 'realtime:never-joined', 'phx_leave', {}]));
    socket.ws.send(heartbeat('8'));
    const answer = await until(() => socket.frames.find(replyTo('8')), 2000, 'heartbeat');
    expect(answer).toEqual([null, '8', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    const errors = socket.frames.filter(
      (frame) => Array.isArray(frame) && frame[3] === 'phx_error',
    );
    expect(errors).toHaveLength(3);
    expect(socket.frames.find(replyTo('7'))).toMatchObject([
      null,
      '7',
      'realtime:never-joined',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
    socket.ws.close();
  });

  it('closes a socket flooding messages, while another socket goes on', async () => {
    const flood = await rawSocket(backend, keyQuery());
    const list = watch(a.client, { filter: `user_id=eq.${a.user.id}` });
    await list.reached('SUBSCRIBED');
    for (let i = 0; i < 150; i += 1) flood.ws.send(heartbeat(String(i)));
    expect(await flood.closed).toEqual({ code: 1008, reason: 'Too many messages per second' });
    const row = await insertItem(a.client, a.user.id);
    await list.next(isRow(row.id));
    await a.client.removeAllChannels();
  });

  it('closes a socket over its channels, joins per second or frame size', async () => {
    const many = await rawSocket(backend, keyQuery());
    for (let i = 1; i <= 4; i += 1) many.ws.send(join(`realtime:c${i}`, String(i)));
    expect(await many.closed).toEqual({ code: 1008, reason: 'Too many channels' });
    expect(many.frames.find(replyTo('4'))).toMatchObject([
      '4',
      '4',
      'realtime:c4',
      'phx_reply',
      { status: 'error', response: { reason: 'Too many channels' } },
    ]);

    const joins = await rawSocket(backend, keyQuery());
    for (let i = 1; i <= 6; i += 1) {
      joins.ws.send(join('realtime:same', String(i)));
    }
    expect(await joins.closed).toEqual({ code: 1008, reason: 'Too many joins per second' });

    const big = await rawSocket(backend, keyQuery());
    big.ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', { pad: 'x'.repeat(5000) }]));
    expect((await big.closed).code).toBe(1009);
  });

  it('speaks the 1.0.0 serializer', async () => {
    const client = createClient<Database>(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor, vsn: '1.0.0' },
    });
    await client.realtime.setAuth(a.accessToken);
    const list = watch(client, { filter: `user_id=eq.${a.user.id}` });
    await list.reached('SUBSCRIBED');
    const row = await insertItem(a.client, a.user.id);
    expect((await list.next(isRow(row.id))).eventType).toBe('INSERT');
    await client.removeAllChannels();
  });

  // Last: it closes the suite's backend.
  it('closes the sockets with 1001 (going away) when the backend closes', async () => {
    const raw = await rawSocket(backend, keyQuery());
    raw.ws.send(join('realtime:open', '1'));
    await until(() => raw.frames.find(replyTo('1')), 2000, 'the join reply');
    const closing = backend.close();
    expect((await raw.closed).code).toBe(1001);
    await closing;
  });
});
