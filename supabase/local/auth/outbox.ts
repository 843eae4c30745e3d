/**
 * The email outbox: auth emails are sent after the answer, by a worker, from jobs kept in
 * auth.email_outbox. A request only records what it asks for (the same work whether or not the
 * address has an account), so its answer takes the same time either way; the worker then looks the
 * account up, issues the token and sends the email. Jobs live in the database, so a restart or a
 * mail server that is down loses nothing: a failed send is retried with a growing delay.
 *
 * A job is either a request (`recovery`, `signup`, `email_change`: find the account, issue a token,
 * build the email) or a `message` ready to send; a request becomes a message in the transaction
 * that issues its token. Delivery is at least once: a crash between the SMTP server's acceptance
 * and the job's deletion sends that email again once the job's lease runs out.
 */
import { z } from 'zod';
import type { Db, LocalConfig, MailMessage, Mailer, Queryable } from '../contracts.ts';
import { createFlowState, type PkceParams } from './flowState.ts';
import { issueEmailToken, type IssuedEmail } from './oneTimeTokens.ts';
import { findUserByEmail } from './users.ts';

export type EmailRequestKind = 'recovery' | 'signup' | 'email_change';

export interface EmailRequest {
  kind: EmailRequestKind;
  /** The address the request names: the account's, or for email_change its current or new one. */
  email: string;
  redirectTo: string;
  pkce: PkceParams | null;
}

/** After this many failed attempts a job is dropped (about 25 minutes of retries). */
const MAX_ATTEMPTS = 12;
const MAX_RETRY_DELAY_SECONDS = 600;
/** How long a worker owns a job it took; a worker that died meanwhile gives it up this way. */
const LEASE_SECONDS = 120;
/** Retries and jobs left by a stopped backend are picked up on this beat. */
const POLL_INTERVAL_MS = 1_000;
/**
 * How long after an answer the worker starts on the job it enqueued. PGlite runs on the server's
 * own thread, so work started at once would hold back the answer's delivery to a client in the
 * same process (tests, scripts): it must not take longer for an address with an account.
 */
const WAKE_DELAY_MS = 50;

const pkceSchema = z.object({ challenge: z.string(), method: z.enum(['s256', 'plain']) });
const requestPayloadSchema = z.object({
  email: z.string(),
  redirectTo: z.string(),
  pkce: pkceSchema.nullable(),
});
const messagePayloadSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
const jobSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  kind: z.enum(['recovery', 'signup', 'email_change', 'message']),
  payload: z.unknown(),
  attempts: z.number(),
});
type Job = z.infer<typeof jobSchema>;

/** Records a request for an auth email; call inside the request's transaction. */
export async function enqueueEmailRequest(tx: Queryable, request: EmailRequest): Promise<void> {
  await tx.query(`insert into auth.email_outbox (kind, payload) values ($1, $2::jsonb)`, [
    request.kind,
    JSON.stringify({ email: request.email, redirectTo: request.redirectTo, pkce: request.pkce }),
  ]);
}

/** Records an email that is ready to send; call inside the transaction that issued its token. */
export async function enqueueMessage(tx: Queryable, message: MailMessage): Promise<void> {
  await tx.query(`insert into auth.email_outbox (kind, payload) values ('message', $1::jsonb)`, [
    JSON.stringify(message),
  ]);
}

/** The token and email a request stands for, or null when there is nothing to send. */
async function prepare(
  tx: Queryable,
  config: LocalConfig,
  kind: EmailRequestKind,
  request: z.infer<typeof requestPayloadSchema>,
): Promise<IssuedEmail | null> {
  const { email, redirectTo, pkce } = request;
  if (kind === 'email_change') {
    // GoTrue's clients name the account by its current address; the new address is accepted
    // too. Either way the link goes to the new address of the pending change.
    const { rows } = await tx.query<{ user_id: string; email: string }>(
      `select t.user_id, t.email from auth.one_time_tokens t join auth.users u on u.id = t.user_id
        where t.token_type = 'email_change' and (u.email = $1 or t.email = $1)
        order by t.created_at desc limit 1`,
      [email],
    );
    const pending = rows[0];
    if (!pending) return null;
    const flowStateId = pkce
      ? await createFlowState(tx, pkce, 'email_change', pending.user_id)
      : null;
    return issueEmailToken(tx, config, {
      kind,
      userId: pending.user_id,
      email: pending.email,
      redirectTo,
      flowStateId,
    });
  }
  const user = await findUserByEmail(tx, email);
  // A confirmation goes only to an account still waiting for one.
  if (!user || (kind === 'signup' && user.email_confirmed_at !== null)) return null;
  const flowStateId = pkce
    ? await createFlowState(tx, pkce, kind === 'signup' ? 'email/signup' : 'recovery', user.id)
    : null;
  return issueEmailToken(tx, config, { kind, userId: user.id, email, redirectTo, flowStateId });
}

export interface EmailOutbox {
  /** Asks the worker to look at the outbox now (after a request has enqueued a job). */
  wake(): void;
  close(): Promise<void>;
}

export function startEmailOutbox(deps: {
  db: Db;
  config: LocalConfig;
  mailer: Mailer;
}): EmailOutbox {
  const { db, config, mailer } = deps;
  let draining: Promise<void> | null = null;
  let wanted = false;
  let closed = false;

  async function claim(): Promise<Job | null> {
    const { rows } = await db.query(
      `update auth.email_outbox
          set attempts = attempts + 1, locked_until = now() + make_interval(secs => $1)
        where id = (select id from auth.email_outbox
                     where run_after <= now() and (locked_until is null or locked_until < now())
                     order by id limit 1 for update skip locked)
        returning id, kind, payload, attempts`,
      [LEASE_SECONDS],
    );
    return rows[0] ? jobSchema.parse(rows[0]) : null;
  }

  /** Turns a request job into its message, or deletes it when there is nothing to send. */
  async function messageOf(job: Job): Promise<MailMessage | null> {
    if (job.kind === 'message') return messagePayloadSchema.parse(job.payload);
    const kind = job.kind;
    const request = requestPayloadSchema.parse(job.payload);
    return db.transaction(async (tx) => {
      const issued = await prepare(tx, config, kind, request);
      if (!issued) {
        await tx.query('delete from auth.email_outbox where id = $1', [job.id]);
        return null;
      }
      await tx.query(
        `update auth.email_outbox set kind = 'message', payload = $2::jsonb where id = $1`,
        [job.id, JSON.stringify(issued.message)],
      );
      return issued.message;
    });
  }

  async function retryLater(job: Job, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    if (job.attempts >= MAX_ATTEMPTS) {
      console.error(`[auth] gave up on an email after ${job.attempts} attempts: ${reason}`);
      await db.query('delete from auth.email_outbox where id = $1', [job.id]);
      return;
    }
    console.error(`[auth] sending an email failed (attempt ${job.attempts}): ${reason}`);
    const delay = Math.min(2 ** (job.attempts - 1), MAX_RETRY_DELAY_SECONDS);
    await db.query(
      `update auth.email_outbox set locked_until = null, last_error = $2,
              run_after = now() + make_interval(secs => $3)
        where id = $1`,
      [job.id, reason.slice(0, 500), delay],
    );
  }

  async function drain(): Promise<void> {
    while (!closed) {
      const job = await claim();
      if (!job) return;
      try {
        const message = await messageOf(job);
        if (message) {
          await mailer.send(message);
          await db.query('delete from auth.email_outbox where id = $1', [job.id]);
        }
      } catch (error) {
        await retryLater(job, error);
      }
    }
  }

  function run(): void {
    if (closed) return;
    if (draining) {
      wanted = true;
      return;
    }
    draining = drain()
      .catch((error: unknown) => console.error('[auth] the email outbox failed:', error))
      .finally(() => {
        draining = null;
        if (wanted) {
          wanted = false;
          run();
        }
      });
  }

  const timer = setInterval(run, POLL_INTERVAL_MS);
  // The beat alone must not keep a process alive.
  timer.unref();
  run();

  return {
    wake() {
      setTimeout(run, WAKE_DELAY_MS).unref();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      // The database closes after this service: let a send in progress finish first.
      await draining;
    },
  };
}
