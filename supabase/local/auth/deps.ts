import type { Db, LocalConfig, Mailer } from '../contracts.ts';

/** What every auth handler works with. */
export interface AuthDeps {
  db: Db;
  config: LocalConfig;
  mailer: Mailer;
}
