/**
 * A member's name as every screen, toast and notification writes it: first name, a space, last name
 * (trimmed: an erased member's stand-in has a first name only, 'Deleted member', decision 031).
 */
export const fullName = (member: { firstName: string; lastName: string }) => `${member.firstName} ${member.lastName}`.trim();
