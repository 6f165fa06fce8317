import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FilingDetail, FilingType } from '@/lib/contracts/filing';

export interface FilingEditorProps {
  /** The draft or returned filing to edit; a new filing when absent. */
  filing?: FilingDetail;
  onClose(): void;
}

type Editor = LazyExoticComponent<ComponentType<FilingEditorProps>>;

/** Each type's entry form: opened from its list to file, and from the detail page to edit a draft or a returned filing. */
export const filingEditors: Partial<Record<FilingType, Editor>> = {
  UNIT_INFO: lazy(() => import('@/components/views/unit/UnitInfoEditor')),
};
