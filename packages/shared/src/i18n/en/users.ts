export const users = {
  title: 'Members',
  lead: 'Find people in the community.',
  searchLabel: 'Search members by name',
  none: 'No members match this name.',
  more: 'Show more members',
} as const;
