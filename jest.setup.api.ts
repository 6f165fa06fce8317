// The api project's log lines go to the run's log file, which jest.globalTeardown.mjs searches for secrets.
import { Client } from 'pg';
import { installRunLog } from './lib/server/observability/runLog';

installRunLog();

// node-postgres runs one query at a time per connection; asking a busy one for another (reads side by side in a
// transaction) is deprecated and goes in pg 9. Where the tests run on PostgreSQL, that fails the test at the call.

const query = Client.prototype.query as (this: Client, ...args: unknown[]) => unknown;
Client.prototype.query = function queryOneAtATime(this: Client & { _queryQueue?: unknown[]; pipeline?: boolean }, ...args: unknown[]) {
  if (this._queryQueue?.length && !this.pipeline) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    throw new Error(`a query asked of a connection already running one (use readAll, lib/server/db/readAll.ts): ${text?.slice(0, 120)}`);
  }
  return query.apply(this, args);
} as typeof Client.prototype.query;
