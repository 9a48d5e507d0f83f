import { z } from 'zod';
import { ADMIN_ACTIONS, ADMIN_TARGETS } from '../constants/admin-actions.ts';
import { COUNTRIES } from '../constants/countries.ts';
import { ROLES } from '../constants/sign-up-options.ts';
import * as en from '../i18n/en/index.ts';
import { memberId } from './ids.ts';
import { memberText, searchText } from './text.ts';

/** Where a member's account stands, as the admin list filters and shows it. */
export const MEMBER_STATUSES = ['active', 'suspended', 'closed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** How many weeks of sign-ups the overview's chart shows. */
export const SIGN_UP_WEEKS = 12;
/** A suspension's reason, shown to the member at sign-in. */
export const SUSPENSION_REASON_MAX = 500;

export const adminOverviewSchema = z
  .object({
    members: z.object({ total: z.int(), mentees: z.int(), mentors: z.int(), admins: z.int(), newThisWeek: z.int() }),
    sessions: z.object({ booked: z.int(), completed: z.int() }),
    articles: z.int(),
    openReports: z.int(),
    /** Oldest first, SIGN_UP_WEEKS of them, each starting on a Monday (UTC). */
    signUpsByWeek: z.array(z.object({ week: z.iso.date(), count: z.int() })),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** The members list's search and filters; each one left out means any. */
export const adminMembersQuery = z.object({
  q: searchText().max(100).default(''),
  role: z.enum(ROLES).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  country: z.enum(COUNTRIES).optional(),
});
export type AdminMembersFilters = z.input<typeof adminMembersQuery>;

export const adminMemberRowSchema = z
  .object({
    id: memberId,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    country: z.string().nullable(),
    joinedAt: z.iso.datetime(),
    status: z.enum(MEMBER_STATUSES),
  })
  .meta({ id: 'AdminMemberRow' });
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

/** A suspension in force: why, since when, and until when (null: until an admin lifts it). */
export const suspensionSchema = z.object({ reason: z.string(), since: z.iso.datetime(), until: z.iso.datetime().nullable() });
export type Suspension = z.infer<typeof suspensionSchema>;

/** One row of the audit log. `member` is who the action concerns, if anyone. */
export const auditEntrySchema = z
  .object({
    id: z.uuid(),
    action: z.enum(ADMIN_ACTIONS),
    targetType: z.enum(ADMIN_TARGETS),
    targetId: z.string(),
    admin: z.object({ id: memberId, name: z.string() }),
    member: z.object({ id: memberId, name: z.string() }).nullable(),
    reason: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminMemberDetailSchema = adminMemberRowSchema
  .extend({
    suspension: suspensionSchema.nullable(),
    activity: z.object({ sessions: z.int(), articles: z.int(), messages: z.int(), reportsAbout: z.int() }),
    /** The latest admin actions on the member, newest first (the audit log has the rest). */
    actions: z.array(auditEntrySchema),
  })
  .meta({ id: 'AdminMemberDetail' });
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/** An admin suspends a member: why (the member reads it at sign-in) and, if it ends by itself, when. */
export const suspendSchema = z.object({
  reason: memberText().trim().min(1, en.admin.suspension.reasonRequired).max(SUSPENSION_REASON_MAX, en.admin.suspension.reasonTooLong),
  until: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type SuspendInput = z.input<typeof suspendSchema>;
