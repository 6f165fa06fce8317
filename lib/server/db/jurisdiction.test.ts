import { jurisdictionRegions } from './jurisdiction';

describe('jurisdictionRegions (DEPLOY_REGION)', () => {
  it('gives a city with the province above it and its counties, without the 市辖区 placeholder', () => {
    expect(jurisdictionRegions('330500')).toEqual([
      { code: '330000', name: '浙江省', level: 'PROVINCE', parentCode: null },
      { code: '330500', name: '湖州市', level: 'CITY', parentCode: '330000' },
      { code: '330502', name: '吴兴区', level: 'COUNTY', parentCode: '330500' },
      { code: '330503', name: '南浔区', level: 'COUNTY', parentCode: '330500' },
      { code: '330521', name: '德清县', level: 'COUNTY', parentCode: '330500' },
      { code: '330522', name: '长兴县', level: 'COUNTY', parentCode: '330500' },
      { code: '330523', name: '安吉县', level: 'COUNTY', parentCode: '330500' },
    ]);
  });

  it('gives a county with the regions above it only', () => {
    expect(jurisdictionRegions('330502').map((r) => [r.code, r.level, r.parentCode])).toEqual([
      ['330000', 'PROVINCE', null], ['330500', 'CITY', '330000'], ['330502', 'COUNTY', '330500'],
    ]);
  });

  it('gives a province with its cities and counties, and a municipality with its districts under it', () => {
    const zhejiang = jurisdictionRegions('330000');
    expect(zhejiang.filter((r) => r.level === 'CITY')).toHaveLength(11);
    expect(zhejiang.find((r) => r.code === '330106')).toEqual({ code: '330106', name: '西湖区', level: 'COUNTY', parentCode: '330100' });
    expect(jurisdictionRegions('110000').find((r) => r.code === '110101')).toEqual({ code: '110101', name: '东城区', level: 'COUNTY', parentCode: '110000' });
  });

  it('refuses a code GB/T 2260 does not know, or the 市辖区 placeholder, naming it', () => {
    for (const code of ['330599', '33050', 'abcdef', '330501']) {
      expect(() => jurisdictionRegions(code)).toThrow(`DEPLOY_REGION "${code}" is not a GB/T 2260 region code`);
    }
  });
});
