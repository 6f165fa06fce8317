import { filterSuggestions, searchDestination, searchTarget, webSearchUrl } from './search';

const list = [{ value: '人员信息', url: '/#/company/person' }, { value: 'Unit info', url: '/#/company/companyview' }, { value: '单位信息' }];

describe('filterSuggestions', () => {
  it('keeps the entries holding the word, ignoring case and spaces around it', () => {
    expect(filterSuggestions(list, ' unit ').map((s) => s.value)).toEqual(['Unit info']);
    expect(filterSuggestions(list, '信息')).toHaveLength(2);
  });

  it('gives every entry for a blank word and none for an unknown one', () => {
    expect(filterSuggestions(list, '  ')).toHaveLength(3);
    expect(filterSuggestions(list, '考核')).toEqual([]);
  });
});

describe('searchTarget', () => {
  it('opens the url of an entry, or searches the web for its value', () => {
    expect(searchTarget(list[0])).toBe('/#/company/person');
    expect(searchTarget(list[2])).toBe(webSearchUrl('单位信息'));
    expect(webSearchUrl('a b&c')).toBe('https://www.baidu.com/s?wd=a%20b%26c');
  });
});

describe('searchDestination', () => {
  it('goes to a chosen entry, or searches the web for a typed word without its spaces', () => {
    expect(searchDestination(list[0])).toBe('/#/company/person');
    expect(searchDestination('  考核 ')).toBe(webSearchUrl('考核'));
  });

  it('goes nowhere for a blank word or nothing chosen', () => {
    expect(searchDestination('   ')).toBeNull();
    expect(searchDestination('')).toBeNull();
    expect(searchDestination(null)).toBeNull();
  });
});
