import { z } from 'zod';
import { mockEndpoint } from './shared';

export const AREA_REGIONS = ['north', 'northeast', 'east', 'central', 'south', 'southwest', 'northwest'] as const;
export type AreaRegion = (typeof AREA_REGIONS)[number];

export const areaDistrict = z.object({ name: z.string(), code: z.string().regex(/^\d{6}$/) });
export const areaCity = areaDistrict.extend({ code: z.string().regex(/^\d{4}00$/), children: z.array(areaDistrict) });
export const areaProvince = z.object({
  name: z.string(),
  code: z.string().regex(/^\d{2}0000$/),
  region: z.enum(AREA_REGIONS),
  autonomousRegion: z.literal(true).optional(),
  provinceLevelCity: z.literal(true).optional(),
  /** Cities; the districts themselves for Hong Kong and Macao, which have no city level. */
  children: z.array(z.union([areaCity, areaDistrict])),
});
export type AreaProvince = z.infer<typeof areaProvince>;
export type AreaCity = z.infer<typeof areaCity>;
export type AreaDistrict = z.infer<typeof areaDistrict>;

export const areaList = mockEndpoint({
  method: 'GET', path: '/area/getList',
  summary: 'The administrative-division tree (GB/T 2260): provinces with their region group, cities, districts and counties.',
  response: z.object({ list: z.array(areaProvince) }),
});
