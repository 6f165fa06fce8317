import type { ComponentType } from 'react';
import GenericHeader from './GenericHeader';
import GenericLines from './GenericLines';
import PersonInfoLines from './PersonInfoLines';
import type { RendererProps } from './types';
import UnitInfoHeader from './UnitInfoHeader';

export interface FilingRenderer {
  Header: ComponentType<RendererProps>;
  /** Null for a type that has no lines. */
  Lines: ComponentType<RendererProps> | null;
}

/** How each filing type shows its header and lines; a type not listed, or a part not given, uses the generic tables. */
const RENDERERS: Record<string, Partial<FilingRenderer>> = {
  UNIT_INFO: { Header: UnitInfoHeader, Lines: null },
  PERSON_INFO: { Lines: PersonInfoLines },
};

export function rendererFor(filingType: string): FilingRenderer {
  const own = RENDERERS[filingType] ?? {};
  return { Header: own.Header ?? GenericHeader, Lines: own.Lines === undefined ? GenericLines : own.Lines };
}
