import { paths } from '../../lib/paths.ts';

/**
 * The admin area's menu, in order: one line per section. `title` and `lead` are keys of
 * `admin.sections`; a section is current on its path and every path under it (a member's page is
 * under Members), the Overview only on its own.
 */
export const ADMIN_SECTIONS = [
  { key: 'overview', path: paths.admin },
  { key: 'members', path: paths.adminMembers },
  { key: 'reports', path: paths.adminReports },
  { key: 'faq', path: paths.adminFaq },
  { key: 'countries', path: paths.adminCountries },
  { key: 'auditLog', path: paths.adminAuditLog },
  { key: 'health', path: paths.adminHealth },
  { key: 'payments', path: paths.adminPayments },
] as const satisfies readonly { key: string; path: string }[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The section a path belongs to: the longest section path it starts with. */
export function sectionOf(pathname: string): AdminSection {
  const matches = ADMIN_SECTIONS.filter((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
  return matches.reduce((best, s) => (s.path.length > best.path.length ? s : best), ADMIN_SECTIONS[0]);
}
