import type { ReportContentType, ReportReason } from '@prosper/shared/constants/reports';

/*
 * The open reports the demo's admin finds at /admin/reports, as data: seed/demo.ts files them
 * through the real service, each by a demo mentee who is not the author. Two reports of one article
 * make one item with a count.
 */

export type DemoReport = { kind: Exclude<ReportContentType, 'message' | 'question' | 'answer'>; reason: ReportReason; details?: string };

export const DEMO_REPORTS: DemoReport[] = [
  { kind: 'article', reason: 'misinformation', details: 'The salary figures in this post do not match any survey I know.' },
  { kind: 'article', reason: 'spam' },
  { kind: 'comment', reason: 'harassment', details: 'Dismissive of the author; not the tone we want here.' },
  { kind: 'profile', reason: 'impersonation', details: 'Says she works at a company she left years ago.' },
];
