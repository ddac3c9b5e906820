export * from './report-sections.ts';
export * from './report-range.ts';
