import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { captureLogs } from './capture';
import { checkLogFile, checkLogLines, describeFinding, secretsIn } from './logCheck.mjs';
import { logger } from './logger';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjF9.c2lnbmF0dXJlLXZhbHVl';
const ID_NUMBER = '33050219940520002X';
const rulesOf = (line: string) => secretsIn(line).map((s) => s.rule);

describe('the secrets a log line may not hold', () => {
  it.each([
    ['demo password', '{"msg":"sign-in with demo123 refused"}', '{"msg":"sign-in with demo-123 refused"}'],
    ['JWT', `{"msg":"token ${JWT} expired"}`, '{"msg":"token eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjF9 is two parts"}'],
    ['Bearer token', '{"header":"Bearer opaque-value"}', '{"header":"Bearer [redacted]"}'],
    ['ID number', `{"note":"身份证号 ${ID_NUMBER} 已存在"}`, '{"note":"身份证号 330502********002X 已存在"}'],
    ['ID number', '{"note":"(330502199405200021)"}', '{"note":"订单 1234567890123456789 与 12345678901234567"}'],
    ['SMS code field', '{"body":{"form":{"smsCode":"482913"}}}', '{"body":{"smsCode":"[redacted]"},"err":{"code":"23505"}}'],
    ['SMS code field', '{"a":{"b":{"verifyCode":482913}}}', '{"a":{"b":{"verifyCode":null}}}'],
    ['secret field', '{"a":{"b":{"password":"Secret#66x"}}}', '{"password":"[redacted]","passwordPolicy":"8+ characters"}'],
  ])('%s: found in a line that holds one, not in its clean neighbour', (rule, bad, clean) => {
    expect(rulesOf(bad)).toEqual([rule]);
    expect(rulesOf(clean)).toEqual([]);
  });

  it('names every secret of a line, each with its rule', () => {
    expect(secretsIn(`{"msg":"demo123 ${ID_NUMBER}","headers":{"x":{"authorization":"Bearer ${JWT}"}}}`)).toEqual([
      { rule: 'demo password', match: 'demo123' },
      { rule: 'JWT', match: JWT },
      { rule: 'Bearer token', match: `Bearer ${JWT}` },
      { rule: 'ID number', match: ID_NUMBER },
      { rule: 'secret field', match: '"authorization":' },
    ]);
  });

  it('finds nothing in what the logger writes, whatever it was given', () => {
    const logs = captureLogs();
    try {
      logger().info({ password: 'demo123', body: { smsCode: '482913' }, headers: { authorization: `Bearer ${JWT}` } }, `person ${ID_NUMBER}`);
      logger().error({ err: new Error(`duplicate (${ID_NUMBER}) for ${JWT}`) }, 'failed');
      expect(logs.lines()).toHaveLength(2);
      expect(checkLogLines(logs.text().trim().split('\n'))).toEqual([]);
    } finally {
      logs.restore();
    }
  });
});

describe('the check of a log file', () => {
  let dir: string;
  beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renshi-logcheck-'))));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reports the line and the rule of each secret, and passes a clean file', async () => {
    const file = path.join(dir, 'run.log');
    fs.writeFileSync(file, ['{"msg":"request","status":200}', `{"msg":"person ${ID_NUMBER}"}`, '{"msg":"ok"}', '{"a":{"b":{"smsCode":"482913"}}}', ''].join('\n'));
    const { lines, findings } = await checkLogFile(file);
    expect(lines).toBe(4);
    expect(findings).toEqual([{ line: 2, rule: 'ID number', match: ID_NUMBER }, { line: 4, rule: 'SMS code field', match: '"smsCode":' }]);
    expect(findings.map(describeFinding)).toEqual(['line 2: ID number: 3305021994…', 'line 4: SMS code field: "smsCode":']);

    const clean = path.join(dir, 'clean.log');
    fs.writeFileSync(clean, '{"msg":"request","status":200}\n{"msg":"person 330502********002X"}\n');
    await expect(checkLogFile(clean)).resolves.toEqual({ lines: 2, findings: [] });
  });

  it('has nothing to report for a run that wrote no log', async () => {
    await expect(checkLogFile(path.join(dir, 'absent.log'))).resolves.toEqual({ lines: 0, findings: [] });
  });
});
