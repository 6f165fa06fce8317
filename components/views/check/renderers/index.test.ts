import GenericHeader from './GenericHeader';
import GenericLines from './GenericLines';
import { rendererFor } from '.';
import PersonInfoLines from './PersonInfoLines';
import UnitInfoHeader from './UnitInfoHeader';

describe('rendererFor', () => {
  it("uses a type's own renderers where it has them, none for lines a type does not have, and the generic tables for the rest", () => {
    expect(rendererFor('UNIT_INFO')).toEqual({ Header: UnitInfoHeader, Lines: null });
    expect(rendererFor('PERSON_INFO')).toEqual({ Header: GenericHeader, Lines: PersonInfoLines });
  });

  it('shows a type without renderers, or an unknown one, as labelled tables', () => {
    expect(rendererFor('SOMETHING_NEW')).toEqual({ Header: GenericHeader, Lines: GenericLines });
  });
});
