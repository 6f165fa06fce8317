import { formatSize, MAX_FILE_BYTES, progressStep, screenFiles } from './fileRules';

const f = (name: string, size = 1000) => ({ name, size });

describe('upload rules', () => {
  it('takes files of an accepted type and size, refusing the others with their reason', () => {
    const { taken, refused } = screenFiles([f('照片.JPG'), f('报表.xlsx'), f('run.exe'), f('noext'), f('big.pdf', MAX_FILE_BYTES + 1), f('empty.png', 0)], []);
    expect(taken.map((x) => x.name)).toEqual(['照片.JPG', '报表.xlsx']);
    expect(refused.map((r) => [r.file.name, r.problem])).toEqual([['run.exe', 'type'], ['noext', 'type'], ['big.pdf', 'size'], ['empty.png', 'empty']]);
  });

  it('accepts exactly the size limit and refuses a file already listed or chosen twice', () => {
    const { taken, refused } = screenFiles([f('a.pdf', MAX_FILE_BYTES), f('b.pdf'), f('b.pdf')], [f('c.pdf')]);
    expect(taken.map((x) => x.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(refused).toEqual([{ file: f('b.pdf'), problem: 'duplicate' }]);
    expect(screenFiles([f('c.pdf')], [f('c.pdf')]).refused[0].problem).toBe('duplicate');
  });

  it('refuses files past the tenth', () => {
    const listed = Array.from({ length: 9 }, (_, i) => f(`${i}.png`));
    const { taken, refused } = screenFiles([f('x.png'), f('y.png')], listed);
    expect(taken.map((x) => x.name)).toEqual(['x.png']);
    expect(refused.map((r) => r.problem)).toEqual(['count']);
  });

  it('writes sizes for people and paces the simulated transfer', () => {
    expect([formatSize(512), formatSize(1536), formatSize(5 * 1024 * 1024)]).toEqual(['512 B', '1.5 KB', '5.0 MB']);
    expect(progressStep(1000)).toBeCloseTo(100 / 6);
    expect(progressStep(4 * 1024 * 1024)).toBeCloseTo(5);
    expect(progressStep(50 * 1024 * 1024)).toBeCloseTo(2.5);
  });
});
