import { sizeText } from './BackupManagement';

describe('sizeText', () => {
  it.each([
    [0, '0 B'], [1023, '1023 B'], [1024, '1.0 KB'], [1536, '1.5 KB'], [1024 * 1024 - 1, '1024.0 KB'], [1024 * 1024, '1.0 MB'], [5 * 1024 ** 3, '5.0 GB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(sizeText(bytes)).toBe(text);
  });
});
