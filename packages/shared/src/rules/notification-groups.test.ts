import { expect, it } from 'vitest';
import { groupNotifications } from './notification-groups.ts';
import { groupedNotificationMessage } from './notification-templates.ts';

const people = {
  amara: { firstName: 'Amara', lastName: 'Okafor' },
  kofi: { firstName: 'Kofi', lastName: 'Mensah' },
  zola: { firstName: 'Zola', lastName: 'Dlamini' },
};
type Person = keyof typeof people;
let seq = 0;
const note = (type: string, actor: Person | null, postId: string | null = null, read = false) => {
  seq += 1;
  return {
    id: `n${seq}`,
    type,
    read,
    createdAt: new Date(Date.UTC(2026, 2, 10, 12, 60 - seq)).toISOString(),
    actorId: actor,
    postId,
    actor: actor ? people[actor] : null,
  };
};

it('folds three follows into one group, newest actor first', () => {
  const items = [note('follow', 'zola'), note('follow', 'kofi', null, true), note('follow', 'amara')];
  const groups = groupNotifications(items);
  expect(groups).toHaveLength(1);
  const [group] = groups;
  expect(group?.latest).toBe(items[0]);
  expect(group?.items).toEqual(items);
  expect(group?.read).toBe(false);
  expect(group?.actorNames).toEqual(['Zola Dlamini', 'Kofi Mensah', 'Amara Okafor']);
  expect(groupedNotificationMessage('follow', group!.actorNames, group!.actorNames.length)).toBe(
    'Zola Dlamini and 2 others started following you',
  );
});

it('keeps likes on different posts apart, and counts an actor once', () => {
  const items = [note('post_like', 'amara', 'p1'), note('post_like', 'kofi', 'p2'), note('post_like', 'amara', 'p1', true)];
  const groups = groupNotifications(items);
  expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([[items[0]!.id, items[2]!.id], [items[1]!.id]]);
  expect(groups.map((g) => g.actorNames)).toEqual([['Amara Okafor'], ['Kofi Mensah']]);
  expect(groupedNotificationMessage('post_like', groups[0]!.actorNames, groups[0]!.actorNames.length)).toBe('Amara Okafor liked your post');
});

it('groups likes and comments on the same post separately, and stories by their id', () => {
  const items = [
    note('post_comment', 'kofi', 'p1'),
    note('post_like', 'amara', 'p1'),
    note('post_comment', 'zola', 'p1'),
    note('story_like', 'amara', 's1'),
    note('story_like', 'kofi', 's1'),
  ];
  const groups = groupNotifications(items);
  expect(groups.map((g) => g.key)).toEqual(['post_comment:p1', 'post_like:p1', 'story_like:s1']);
  expect(groups[0]?.actorNames).toEqual(['Kofi Mensah', 'Zola Dlamini']);
  expect(groupedNotificationMessage('story_like', groups[2]!.actorNames, groups[2]!.actorNames.length)).toBe(
    'Amara Okafor and Kofi Mensah liked your story',
  );
});

it('leaves other types, and likes without a post, on their own in the order they came', () => {
  const items = [
    note('new_message', 'amara'),
    note('follow', 'kofi'),
    note('new_message', 'amara'),
    note('session_reminder', null, null, true),
    note('post_like', 'zola', null),
    note('follow', 'zola'),
  ];
  const groups = groupNotifications(items);
  expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([
    [items[0]!.id],
    [items[1]!.id, items[5]!.id],
    [items[2]!.id],
    [items[3]!.id],
    [items[4]!.id],
  ]);
  expect(groups[3]?.read).toBe(true);
  expect(groups[3]?.actorNames).toEqual([]);
});

it('marks a group read only when all of it is read', () => {
  const allRead = groupNotifications([note('follow', 'amara', null, true), note('follow', 'kofi', null, true)]);
  expect(allRead[0]?.read).toBe(true);
  expect(groupNotifications([])).toEqual([]);
});
