import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { dataDir, MEMORY } from '../../db/client';
import { logger } from '../../observability/logger';
import type { SmsSender } from './sender';

/** The file under DATA_DIR the development sender also writes to, so that a test can read the code it sent. */
export const DEV_OUTBOX = 'sms-outbox.log';

/**
 * The development sender: nothing leaves the machine. The message goes, with a data directory on disk, to its outbox
 * file; the server log notes it with the code and the number masked, as no log line carries a code.
 */
export const developmentSender: SmsSender = {
  name: 'development',
  async send(mobile, text) {
    const line = `${new Date().toISOString()} ${mobile} ${text}`;
    logger().info({ mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`, text: text.replace(/\d{4,}/g, (code) => '*'.repeat(code.length)) }, '[sms] development sender');
    const dir = dataDir();
    if (dir !== MEMORY) await fs.appendFile(path.join(dir, DEV_OUTBOX), `${line}\n`);
  },
};
