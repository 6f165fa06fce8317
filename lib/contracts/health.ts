import { z } from 'zod';
import { endpoint } from './endpoint';

/** What a readiness probe checks: the database answers, every migration is applied, uploads can be written. */
export const READINESS_CHECKS = ['database', 'migrations', 'uploads'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

const healthy = z.object({ status: z.literal('ok'), version: z.string() });

/** The data of the 503 answer of /health/ready: the names of the checks that failed, never their errors. */
export const notReady = z.object({
  status: z.literal('unavailable'),
  version: z.string(),
  failed: z.array(z.enum(READINESS_CHECKS)).min(1),
});

export const healthLive = endpoint({
  method: 'GET',
  path: '/health/live',
  summary: 'Liveness probe: the process is up and answering. Anonymous; answers the status and the version only.',
  tag: 'health',
  access: 'public',
  response: healthy,
});

export const healthReady = endpoint({
  method: 'GET',
  path: '/health/ready',
  summary:
    'Readiness probe: the database answers, all migrations are applied and the upload directory is writable. Anonymous; ' +
    '200 with the status and the version, or 503 naming the failed checks (data.failed).',
  tag: 'health',
  access: 'public',
  errors: [503],
  response: healthy,
});

export const healthEndpoints = [healthLive, healthReady];
