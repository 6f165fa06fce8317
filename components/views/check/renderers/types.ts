import type { FilingDetail } from '@/lib/contracts/filing';

export interface RendererProps {
  filing: FilingDetail;
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
