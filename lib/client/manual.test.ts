import { settings } from '@/lib/config/settings';
import { manualFor } from './manual';

describe('manualFor', () => {
  it("gives district-level direct units ('区直') their own manual and everyone else the general one", () => {
    expect(manualFor('区直')).toBe(settings.manuals.district);
    expect(manualFor('市直')).toBe(settings.manuals.general);
    expect(manualFor(undefined)).toBe(settings.manuals.general);
    expect(settings.manuals.district).not.toBe(settings.manuals.general);
  });
});
