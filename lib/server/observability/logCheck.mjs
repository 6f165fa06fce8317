// The check of a log for secrets that escaped redaction: the patterns the logger masks (core.mjs) and the keys it
// redacts, so that the check and the masking cannot drift apart. Plain Node, for jest's globalTeardown (which greps the
// log of a whole test run) as well as the tests.
import fs from 'node:fs';
import readline from 'node:readline';
import { BEARER, CENSOR, ID_NUMBER, JWT, SECRET_KEYS } from './core.mjs';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SMS_KEYS = new Set(['smsCode', 'verifyCode']);
const CENSORED_BEARER = new RegExp(`^Bearer\\s+${escape(CENSOR)}$`, 'i');

/** Each rule: a name, a pattern (global), and which of its matches are secrets (default: all). */
export const LOG_RULES = [
  { name: 'demo password', pattern: /demo123/g },
  { name: 'JWT', pattern: new RegExp(JWT.source, JWT.flags) },
  { name: 'Bearer token', pattern: new RegExp(BEARER.source, BEARER.flags), isSecret: (m) => !CENSORED_BEARER.test(m[0]) },
  { name: 'ID number', pattern: new RegExp(ID_NUMBER.source, ID_NUMBER.flags) },
  {
    // A JSON key the logger redacts, holding anything but the censor (e.g. nested deeper than the redaction reaches).
    name: 'secret field',
    pattern: new RegExp(`"(${SECRET_KEYS.map(escape).join('|')})":(?!"${escape(CENSOR)}"|null[,}])`, 'g'),
    ruleName: (m) => (SMS_KEYS.has(m[1]) ? 'SMS code field' : 'secret field'),
  },
];

/** The secrets in one line: `{ rule, match }` for each, in the order of the rules. */
export function secretsIn(line) {
  const found = [];
  for (const rule of LOG_RULES) {
    rule.pattern.lastIndex = 0;
    for (const m of line.matchAll(rule.pattern)) {
      if (rule.isSecret && !rule.isSecret(m)) continue;
      found.push({ rule: rule.ruleName ? rule.ruleName(m) : rule.name, match: m[0] });
    }
  }
  return found;
}

/** The findings of some lines: `{ line (1-based), rule, match }`. */
export function checkLogLines(lines) {
  const findings = [];
  let number = 0;
  for (const line of lines) {
    number += 1;
    for (const secret of secretsIn(line)) findings.push({ line: number, ...secret });
  }
  return findings;
}

/** The findings of a log file, read once line by line; none when the file does not exist. */
export async function checkLogFile(file) {
  if (!fs.existsSync(file)) return { lines: 0, findings: [] };
  const findings = [];
  let number = 0;
  const input = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of input) {
    number += 1;
    for (const secret of secretsIn(line)) findings.push({ line: number, ...secret });
  }
  return { lines: number, findings };
}

/** A finding as a line of the report: where, which rule, and the start of what matched (not the whole secret again). */
export function describeFinding({ line, rule, match }) {
  const shown = match.length > 10 ? `${match.slice(0, 10)}…` : match;
  return `line ${line}: ${rule}: ${shown}`;
}
