/** @jest-environment jsdom */
import '@/components/testing/jsdomPolyfills';
import { fireEvent, render, screen, within } from '@testing-library/react';
import RowProblemTable, { type RowProblem } from './RowProblemTable';

const labels = { row: '行号', column: '列', message: '问题' };
const problems = (n: number): RowProblem[] => Array.from({ length: n }, (_, i) => ({ row: i + 2, column: '身份证号', message: `第 ${i + 1} 个问题` }));
const bodyRows = () => within(screen.getByTestId('problems')).getAllByRole('row').slice(1);

describe('RowProblemTable', () => {
  it('shows the row, the column and the message of each problem under its labels', () => {
    render(<RowProblemTable problems={problems(2)} labels={labels} testId="problems" />);
    expect(within(screen.getByTestId('problems')).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['行号', '列', '问题']);
    expect(bodyRows().map((r) => r.textContent)).toEqual(['2身份证号第 1 个问题', '3身份证号第 2 个问题']);
  });

  it('shows ten to a page: exactly ten on one page, the eleventh on the next', () => {
    const { unmount } = render(<RowProblemTable problems={problems(10)} labels={labels} testId="problems" />);
    expect(bodyRows()).toHaveLength(10);
    expect((screen.getByRole('button', { name: /next page/i }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    render(<RowProblemTable problems={problems(11)} labels={labels} testId="problems" />);
    expect(bodyRows()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(bodyRows().map((r) => r.textContent)).toEqual(['12身份证号第 11 个问题']);
  });

  it('starts a new check on its first page when the parent keys it anew', () => {
    const { rerender } = render(<RowProblemTable key={1} problems={problems(11)} labels={labels} testId="problems" />);
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(bodyRows()).toHaveLength(1);
    rerender(<RowProblemTable key={2} problems={problems(11)} labels={labels} testId="problems" />);
    expect(bodyRows()).toHaveLength(10);
  });
});
