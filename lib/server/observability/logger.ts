import 'server-only';

/**
 * The process's JSON logger (pino): `logger().info({ … }, 'message')`. LOG_LEVEL sets the level (default info; the
 * tests run silent unless it is set). Passwords, tokens, Authorization headers and SMS codes are redacted by key, and
 * 18-digit ID numbers are masked wherever they appear in text (see core.mjs).
 */
export { logger, maskText, setLogger, loggerOptions } from './core.mjs';
