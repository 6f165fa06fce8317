// The api project's log lines go to the run's log file, which jest.globalTeardown.mjs searches for secrets.
import { installRunLog } from './lib/server/observability/runLog';

installRunLog();
