import type { Background } from './background.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Mailer } from './mail/mailer.js';
import type { SessionStore } from './sessions/session-store.js';

/** What every service may use; built once in buildApp. */
export interface ServiceDeps {
  db: Database;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  sessions: SessionStore;
  background: Background;
}
