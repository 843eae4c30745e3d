/**
 * A `kill -9` of the backend process in the middle of a stream of writes loses no write that was
 * acknowledged: the CLI runs as a child process, writers insert rows through supabase-js as fast
 * as they are answered, the child is killed without warning, restarted on the same data, and
 * every row whose insert had been answered with success must be there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readLocalStatus } from '../../supabase/local/cli.ts';
import {
  createSignedInUser,
  forEachDbKind,
  freePort,
  makeClient,
  makeTempDir,
  startPostgresCluster,
  type PostgresCluster,
} from './support.ts';

const cliPath = fileURLToPath(new URL('../../supabase/local/cli.ts', import.meta.url));
const WRITERS = 4;
const WRITE_FOR_MS = 1500;
const WEEK = '2025-04-07';
/** Rows read a request, the API's max_rows. */
const PAGE = 1000;

interface Child {
  process: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

function startCli(env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', cliPath, 'start'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { process: child, exited, output: () => output };
}

async function waitUntilServing(child: Child, url: string, anonKey: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null)
      throw new Error(`The backend exited early:\n${child.output()}`);
    if (child.output().includes('Started the local backend')) {
      const response = await fetch(`${url}/functions/v1/health`, {
        method: 'POST',
        headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      }).catch(() => undefined);
      if (response?.ok) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The backend did not start in time:\n${child.output()}`);
}

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(`kill -9 during writes on ${kind}`, () => {
    let cluster: PostgresCluster | undefined;
    let dataDir: string;
    let env: NodeJS.ProcessEnv;
    const children: Child[] = [];

    beforeAll(async () => {
      dataDir = makeTempDir();
      env = {
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        SMTP_PORT: String(await freePort()),
        AUTO_CONFIRM: 'true',
        DATABASE_URL: '',
      };
      if (kind === 'postgres') {
        cluster = await startPostgresCluster();
        env.DATABASE_URL = await cluster.createDatabase();
      }
    });

    afterAll(async () => {
      for (const child of children) {
        if (child.process.exitCode === null && child.process.signalCode === null) {
          child.process.kill('SIGTERM');
          await child.exited;
        }
      }
      await cluster?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('loses no acknowledged write', async () => {
      const status = await readLocalStatus(dataDir, { env: { ...process.env, ...env } });
      const first = startCli(env);
      children.push(first);
      await waitUntilServing(first, status.apiUrl, status.anonKey);
      const statusEnv = { env: { ...process.env, ...env } };
      expect(await readLocalStatus(dataDir, statusEnv)).toMatchObject({
        running: true,
        pid: first.process.pid,
        apiUrl: status.apiUrl,
        anonKey: status.anonKey,
        dbKind: kind,
      });

      const person = await createSignedInUser({
        url: status.apiUrl,
        anonKey: status.anonKey,
        serviceRoleKey: status.serviceRoleKey,
      });
      const acknowledged: string[] = [];
      let attempts = 0;
      let stop = false;

      async function writer(writerId: number): Promise<void> {
        for (let i = 0; !stop; i += 1) {
          const itemKey = `w${writerId}-${i}`;
          attempts += 1;
          try {
            const { error } = await person.client.from('shopping_list_items').insert({
              user_id: person.user.id,
              week_start: WEEK,
              item_key: itemKey,
              name: `Item ${itemKey}`,
              price: 1.25,
            });
            if (error) return;
            acknowledged.push(itemKey);
          } catch {
            // The connection died with the process: this write was never acknowledged.
            return;
          }
        }
      }

      const writers = Array.from({ length: WRITERS }, (_, id) => writer(id));
      await new Promise((resolve) => setTimeout(resolve, WRITE_FOR_MS));
      first.process.kill('SIGKILL');
      await first.exited;
      // The killed process left its record behind; status sees that its pid is gone.
      expect((await readLocalStatus(dataDir, statusEnv)).running).toBe(false);
      stop = true;
      await Promise.all(writers);
      expect(acknowledged.length).toBeGreaterThan(10);
      // Some writes were in flight when the process died.
      expect(attempts).toBeGreaterThan(acknowledged.length);

      const second = startCli(env);
      children.push(second);
      await waitUntilServing(second, status.apiUrl, status.anonKey);
      const client = makeClient(status.apiUrl, status.anonKey);
      const signIn = await client.auth.signInWithPassword({
        email: person.email,
        password: person.password,
      });
      expect(signIn.error).toBeNull();
      // The API answers at most max_rows (1000) rows a request, as hosted Supabase does, and a
      // quiet machine writes more than that: the rows are read a page at a time.
      const stored = new Set<string>();
      for (let from = 0; ; from += PAGE) {
        const { data, error } = await client
          .from('shopping_list_items')
          .select('item_key')
          .eq('week_start', WEEK)
          .order('item_key')
          .range(from, from + PAGE - 1);
        expect(error).toBeNull();
        for (const row of data ?? []) stored.add(row.item_key);
        if ((data ?? []).length < PAGE) break;
      }
      const lost = acknowledged.filter((key) => !stored.has(key));
      expect(lost).toEqual([]);

      second.process.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    });
  });
}
