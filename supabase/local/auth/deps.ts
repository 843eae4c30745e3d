import type { Db, LocalConfig } from '../contracts.ts';
import type { EmailOutbox } from './outbox.ts';

/** What every auth handler works with. */
export interface AuthDeps {
  db: Db;
  config: LocalConfig;
  /** Sends the emails handlers enqueue, after their answer. */
  outbox: EmailOutbox;
}
