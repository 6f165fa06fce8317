import { xlsxPickProblem } from './xlsxUpload';

describe('a file chosen for an .xlsx import', () => {
  it('is taken with an .xlsx name in any case, and refused with another', () => {
    expect(xlsxPickProblem({ name: '名册.xlsx', size: 10 }, 100)).toBeNull();
    expect(xlsxPickProblem({ name: 'UNITS.XLSX', size: 10 }, 100)).toBeNull();
    expect(xlsxPickProblem({ name: 'units.xls', size: 10 }, 100)).toBe('wrongType');
    expect(xlsxPickProblem({ name: 'units.xlsx.pdf', size: 10 }, 100)).toBe('wrongType');
  });

  it('is taken at exactly the size limit and refused one byte past it', () => {
    expect(xlsxPickProblem({ name: 'a.xlsx', size: 100 }, 100)).toBeNull();
    expect(xlsxPickProblem({ name: 'a.xlsx', size: 101 }, 100)).toBe('tooLarge');
  });

  it('names the wrong type first when both are wrong', () => {
    expect(xlsxPickProblem({ name: 'a.csv', size: 101 }, 100)).toBe('wrongType');
  });
});
