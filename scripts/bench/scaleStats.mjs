// The statistics part of the data-scale bench: each statistics endpoint of 统计查询 and the audit progress view,
// timed on the generated data for a caller. Heavier than list pages, so fewer samples and a long per-request timeout.
import { percentile } from '../../lib/bench/measures.mjs';
import { ASSESSMENT_YEAR, RECRUIT_YEAR } from './scaleData.mjs';

const SAMPLES = Number(process.env.BENCH_STATS_SAMPLES ?? 5);
const TIMEOUT_MS = Number(process.env.BENCH_STATS_TIMEOUT_MS ?? 300_000);
/** A warm-up slower than this leaves only two timed samples, so that one pathological query cannot eat the run. */
const SLOW_MS = Number(process.env.BENCH_STATS_SLOW_MS ?? 60_000);

export const STATS_SETTINGS = { samples: SAMPLES, timeoutMs: TIMEOUT_MS, slowMs: SLOW_MS };

const PAGE_LABEL = 'Page 1 of 50 units,';

/** [label, endpoint, body] of every statistic; 人员增减统计 to 岗位结构核对表 are answered 404 by builds that predate them. */
export const STATISTICS = [
  ['编制使用情况表 (estab usage)', '/api/Report/estabUsage', {}],
  ['人员结构分析, by age band', '/api/Report/structure', { dimension: 'ageBand' }],
  ['人员结构分析, by post level', '/api/Report/structure', { dimension: 'postLevel' }],
  // At a past date the persons' standing is rebuilt from their history sub-sets (asOf.ts).
  [`编制使用情况表 on ${ASSESSMENT_YEAR}-12-31`, '/api/Report/estabUsage', { statDate: `${ASSESSMENT_YEAR}-12-31` }],
  [`人员结构分析, by age band, on ${ASSESSMENT_YEAR}-12-31`, '/api/Report/structure', { dimension: 'ageBand', statDate: `${ASSESSMENT_YEAR}-12-31` }],
  [`年度考核统计 ${ASSESSMENT_YEAR}`, '/api/Report/assessmentStats', { year: ASSESSMENT_YEAR }],
  ['退休预警 (retirement)', '/api/Report/retirement', {}],
  [`审核进度, 年度考核上报 ${ASSESSMENT_YEAR}`, '/api/Report/progress', { filingType: 'ASSESSMENT_REPORT', year: ASSESSMENT_YEAR }],
  [`人员增减统计 ${ASSESSMENT_YEAR}`, '/api/Report/flowStats', { year: ASSESSMENT_YEAR }],
  [`招聘统计 ${RECRUIT_YEAR}`, '/api/Report/recruitStats', { year: RECRUIT_YEAR }],
  [`奖惩统计 ${ASSESSMENT_YEAR}`, '/api/Report/rewardPunishStats', { year: ASSESSMENT_YEAR }],
  ['岗位结构核对表 (post structure)', '/api/Report/postStructure', {}],
  // As the screens ask: the first 50 units with the totals (and 编制使用情况表's subtotals) of all of them.
  [`${PAGE_LABEL} 编制使用情况表`, '/api/Report/estabUsage', { pageNo: 1, pageSize: 50 }],
  [`${PAGE_LABEL} 岗位结构核对表`, '/api/Report/postStructure', { pageNo: 1, pageSize: 50 }],
];

class NotInBuild extends Error {}

/** One request; the answer's envelope data and its size in bytes. */
async function request(origin, apiPath, body, token) {
  const res = await fetch(origin + apiPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  if (res.status === 404) throw new NotInBuild();
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new Error(`${apiPath} answered HTTP ${res.status} without JSON`);
  }
  if (envelope.code === 404) throw new NotInBuild();
  if (envelope.code !== 200) throw new Error(`${apiPath} answered ${envelope.code}: ${envelope.msg}`);
  return { data: envelope.data, bytes: Buffer.byteLength(text) };
}

/** What the answer holds, in a few words (rows, totals), for the table. */
function describe(data) {
  if (!data || typeof data !== 'object') return '';
  const parts = [];
  for (const [key, value] of Object.entries(data)) if (Array.isArray(value)) parts.push(`${value.length.toLocaleString('en-US')} ${key}`);
  if (typeof data.total === 'number') parts.push(`total ${data.total.toLocaleString('en-US')}`);
  if (data.summary?.expected != null) parts.push(`expected ${data.summary.expected.toLocaleString('en-US')}`);
  return parts.join(', ');
}

/** Times one statistic: one untimed warm-up, then SAMPLES (two when the warm-up was slow) one after another. */
async function timeOne(origin, token, apiPath, body, log) {
  let started = performance.now();
  const first = await request(origin, apiPath, body, token);
  const warmMs = performance.now() - started;
  const n = warmMs > SLOW_MS ? Math.min(2, SAMPLES) : SAMPLES;
  const ms = [];
  for (let i = 0; i < n; i++) {
    started = performance.now();
    await request(origin, apiPath, body, token);
    ms.push(performance.now() - started);
    log(`  sample ${i + 1}/${n}: ${ms.at(-1).toFixed(0)} ms`);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), n, bytes: first.bytes, holds: describe(first.data) };
}

/** Every statistic for the caller of `token`; a 404 is "not in this build", an error or a timeout a failure of that row. */
export async function measureStatistics(origin, token, log) {
  const rows = [];
  for (const [label, apiPath, body] of STATISTICS) {
    log(`statistics: ${label}`);
    try {
      rows.push({ label, apiPath, ...(await timeOne(origin, token, apiPath, body, log)) });
    } catch (e) {
      const failure = e instanceof NotInBuild ? 'not in this build'
        : e.name === 'TimeoutError' ? `no answer within ${TIMEOUT_MS / 1000} s` : e.message;
      rows.push({ label, apiPath, failure });
    }
  }
  return rows;
}

const kb = (bytes) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`);

/** The markdown table of one caller's statistics. */
export function statisticsTable(rows) {
  const ms = (n) => `${n.toFixed(0)} ms`;
  return [
    '| Statistic | Endpoint | Answer | Size | n | p50 | p95 |',
    '|---|---|---|---:|---:|---:|---:|',
    ...rows.map((r) => (r.failure
      ? `| ${r.label} | \`${r.apiPath}\` | ${r.failure} | — | — | — | — |`
      : `| ${r.label} | \`${r.apiPath}\` | ${r.holds} | ${kb(r.bytes)} | ${r.n} | ${ms(r.p50)} | ${ms(r.p95)} |`)),
  ];
}
