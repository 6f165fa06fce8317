import type { BodyOf } from '@/lib/contracts/endpoint';
import {
  reportAssessmentStats, reportAssessmentStatsExport, reportEstabUsage, reportEstabUsageExport, reportFilingExport, reportFilingSearch, reportPersonExport, reportPersonSearch, reportProgress,
  reportProgressExport, reportRemind, reportRetirement, reportRetirementExport, reportStructure, reportStructureExport,
} from '@/lib/contracts/report';
import {
  reportFlowStats, reportFlowStatsExport, reportRecruitStats, reportRecruitStatsExport, reportRewardPunishStats, reportRewardPunishStatsExport,
} from '@/lib/contracts/report';
import { reportJobChangeSheet, reportJobChangeSheetPdf } from '@/lib/contracts/report';
import { reportPostStructure, reportPostStructureExport } from '@/lib/contracts/report';
import { downloadFile } from '../download';
import { call } from './call';

export type PersonSearchQuery = BodyOf<typeof reportPersonSearch>;
export type FilingSearchQuery = BodyOf<typeof reportFilingSearch>;
export type EstabUsageQuery = BodyOf<typeof reportEstabUsage>;
export type YearStatsQuery = BodyOf<typeof reportFlowStats>;
export type PostStructureQuery = BodyOf<typeof reportPostStructure>;

export const reportKeys = {
  all: ['report'] as const,
  persons: (q: object) => [...reportKeys.all, 'persons', q] as const,
  filings: (q: object) => [...reportKeys.all, 'filings', q] as const,
  estabUsage: (q: object) => [...reportKeys.all, 'estabUsage', q] as const,
  progress: (q: object) => [...reportKeys.all, 'progress', q] as const,
  structure: (dimension: string, statDate?: string) => [...reportKeys.all, 'structure', dimension, statDate ?? ''] as const,
  retirement: (q: object = {}) => [...reportKeys.all, 'retirement', q] as const,
  assessmentStats: (q: object) => [...reportKeys.all, 'assessmentStats', q] as const,
  flowStats: (q: YearStatsQuery) => [...reportKeys.all, 'flowStats', q] as const,
  recruitStats: (q: YearStatsQuery) => [...reportKeys.all, 'recruitStats', q] as const,
  rewardPunishStats: (q: YearStatsQuery) => [...reportKeys.all, 'rewardPunishStats', q] as const,
  jobChangeSheet: (filingId: number) => [...reportKeys.all, 'jobChangeSheet', filingId] as const,
  postStructure: (q: PostStructureQuery) => [...reportKeys.all, 'postStructure', q] as const,
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
export const getRetirement = (q: BodyOf<typeof reportRetirement> = {}) => call(reportRetirement, q);
export const exportStructure = (body: BodyOf<typeof reportStructureExport> = {}) => downloadFile(reportStructureExport, body, 'person-structure.xlsx');
export const exportRetirement = () => downloadFile(reportRetirementExport, {}, 'retirement-warning.xlsx');
export const getAssessmentStats = (q: BodyOf<typeof reportAssessmentStats>) => call(reportAssessmentStats, q);
export const exportAssessmentStats = (year: number) => downloadFile(reportAssessmentStatsExport, { year }, `assessment-statistics-${year}.xlsx`);
export const getFlowStats = (q: YearStatsQuery) => call(reportFlowStats, q);
export const exportFlowStats = (q: YearStatsQuery) => downloadFile(reportFlowStatsExport, q, `staff-flows-${q.year}.xlsx`);
export const getRecruitStats = (q: YearStatsQuery) => call(reportRecruitStats, q);
export const exportRecruitStats = (q: YearStatsQuery) => downloadFile(reportRecruitStatsExport, q, `recruitment-statistics-${q.year}.xlsx`);
export const getRewardPunishStats = (q: YearStatsQuery) => call(reportRewardPunishStats, q);
export const exportRewardPunishStats = (q: YearStatsQuery) => downloadFile(reportRewardPunishStatsExport, q, `rewards-punishments-${q.year}.xlsx`);
export const getJobChangeSheet = (filingId: number) => call(reportJobChangeSheet, { filingId });
export const downloadJobChangeSheetPdf = (filingId: number, name: string) => downloadFile(reportJobChangeSheetPdf, { filingId }, `${name}.pdf`);
export const getPostStructure = (q: PostStructureQuery) => call(reportPostStructure, q);
export const exportPostStructure = (q: PostStructureQuery) => downloadFile(reportPostStructureExport, q, 'post-structure.xlsx');
