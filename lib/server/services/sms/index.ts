import 'server-only';
import { developmentSender } from './development';
import { gatewaySender } from './gateway';
import type { SmsSender } from './sender';

export type { SmsSender } from './sender';

let override: SmsSender | undefined;

/** Replaces the configured sender (tests). */
export function setSmsSender(sender: SmsSender | undefined): void {
  override = sender;
}

/**
 * The configured sender: SMS_GATEWAY_URL (with SMS_GATEWAY_KEY) for a real gateway; without one, the development
 * sender on the embedded demo database, and none (null) on a production PostgreSQL deployment.
 */
export function smsSender(): SmsSender | null {
  if (override) return override;
  const url = process.env.SMS_GATEWAY_URL;
  if (url) return gatewaySender(url, process.env.SMS_GATEWAY_KEY);
  return process.env.DATABASE_URL ? null : developmentSender;
}
