/** A member's name as every screen, toast and notification writes it: first name, a space, last name. */
export const fullName = (member: { firstName: string; lastName: string }) => `${member.firstName} ${member.lastName}`;
