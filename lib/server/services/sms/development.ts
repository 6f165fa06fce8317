import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { dataDir, MEMORY } from '../../db/client';
import type { SmsSender } from './sender';

/** The file under DATA_DIR the development sender also writes to, so that a test can read the code it sent. */
export const DEV_OUTBOX = 'sms-outbox.log';

/**
 * The development sender: nothing leaves the machine. The message goes to the server log and, with a data
 * directory on disk, to its outbox file.
 */
export const developmentSender: SmsSender = {
  name: 'development',
  async send(mobile, text) {
    const line = `${new Date().toISOString()} ${mobile} ${text}`;
    console.info(`[sms] ${line}`);
    const dir = dataDir();
    if (dir !== MEMORY) await fs.appendFile(path.join(dir, DEV_OUTBOX), `${line}\n`);
  },
};
