import type { BodyOf } from '@/lib/contracts/endpoint';
import {
  reportAssessmentStats, reportAssessmentStatsExport, reportEstabUsage, reportEstabUsageExport, reportFilingExport, reportFilingSearch, reportPersonExport, reportPersonSearch, reportProgress,
  reportProgressExport, reportRemind, reportRetirement, reportRetirementExport, reportStructure, reportStructureExport,
} from '@/lib/contracts/report';
import { downloadFile } from '../download';
import { call } from './call';

export type PersonSearchQuery = BodyOf<typeof reportPersonSearch>;
export type FilingSearchQuery = BodyOf<typeof reportFilingSearch>;
export type EstabUsageQuery = BodyOf<typeof reportEstabUsage>;

export const reportKeys = {
  all: ['report'] as const,
  persons: (q: object) => [...reportKeys.all, 'persons', q] as const,
  filings: (q: object) => [...reportKeys.all, 'filings', q] as const,
  estabUsage: (q: object) => [...reportKeys.all, 'estabUsage', q] as const,
  progress: (q: object) => [...reportKeys.all, 'progress', q] as const,
  structure: (dimension: string) => [...reportKeys.all, 'structure', dimension] as const,
  retirement: () => [...reportKeys.all, 'retirement'] as const,
  assessmentStats: (year: number) => [...reportKeys.all, 'assessmentStats', year] as const,
};

export const searchPersons = (q: PersonSearchQuery) => call(reportPersonSearch, q);
export const exportPersonSearch = (body: BodyOf<typeof reportPersonExport>) => downloadFile(reportPersonExport, body, 'person-query.xlsx');
export const searchFilings = (q: FilingSearchQuery) => call(reportFilingSearch, q);
export const exportFilingSearch = (body: BodyOf<typeof reportFilingExport>) => downloadFile(reportFilingExport, body, 'filing-query.xlsx');
export const getEstabUsage = (q: EstabUsageQuery) => call(reportEstabUsage, q);
export const exportEstabUsage = (body: BodyOf<typeof reportEstabUsageExport>) => downloadFile(reportEstabUsageExport, body, 'establishment-usage.xlsx');
export const getProgress = (q: BodyOf<typeof reportProgress>) => call(reportProgress, q);
export const exportProgress = (body: BodyOf<typeof reportProgressExport>) => downloadFile(reportProgressExport, body, 'progress.xlsx');
export const remindUnits = (body: BodyOf<typeof reportRemind>) => call(reportRemind, body);
export const getStructure = (body: BodyOf<typeof reportStructure>) => call(reportStructure, body);
export const getRetirement = () => call(reportRetirement, {});
export const exportStructure = () => downloadFile(reportStructureExport, {}, 'person-structure.xlsx');
export const exportRetirement = () => downloadFile(reportRetirementExport, {}, 'retirement-warning.xlsx');
export const getAssessmentStats = (year: number) => call(reportAssessmentStats, { year });
export const exportAssessmentStats = (year: number) => downloadFile(reportAssessmentStatsExport, { year }, `assessment-statistics-${year}.xlsx`);
