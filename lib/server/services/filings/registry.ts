import 'server-only';
import type { FilingType } from '@/lib/contracts/filing';
import { ApiError } from '../../errors';
import type { FilingDefinition } from './definition';
import { personInfoFiling } from './types/personInfo';
import { unitInfoFiling } from './types/unitInfo';

const definitions = new Map<FilingType, FilingDefinition>([unitInfoFiling, personInfoFiling].map((d) => [d.type, d]));

export function definitionOf(type: string): FilingDefinition {
  const d = definitions.get(type as FilingType);
  if (!d) throw new ApiError(422, '该业务类型尚未开放', null, 'This filing type is not available yet');
  return d;
}
