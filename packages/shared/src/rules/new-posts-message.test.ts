import { expect, it } from 'vitest';
import { newPostsCount, newPostsText } from './new-posts-message.ts';

it('keeps the SPEC words for a single post', () => {
  expect(newPostsText({ names: ['Amara Okafor'], authorCount: 1, postCount: 1 })).toEqual({
    title: 'New Post',
    message: 'Amara Okafor created a new post',
  });
});

it('counts the posts of a single author', () => {
  expect(newPostsText({ names: ['Amara Okafor'], authorCount: 1, postCount: 3 })).toEqual({
    title: 'New Posts',
    message: 'Amara Okafor published 3 new articles',
  });
});

it('names both of two authors, newest first', () => {
  expect(newPostsText({ names: ['Kwame Mensah', 'Amara Okafor'], authorCount: 2, postCount: 2 }).message).toBe(
    'Kwame Mensah and Amara Okafor published new articles',
  );
  expect(newPostsText({ names: ['Kwame Mensah', 'Amara Okafor'], authorCount: 2, postCount: 7 }).message).toBe(
    'Kwame Mensah and Amara Okafor published new articles',
  );
});

it('counts the others from three authors on, in the singular never', () => {
  expect(newPostsText({ names: ['Amara Okafor', 'Kwame Mensah'], authorCount: 3, postCount: 3 }).message).toBe(
    'Amara Okafor and 2 others published new articles',
  );
  expect(newPostsText({ names: ['Amara Okafor'], authorCount: 5, postCount: 9 })).toEqual({
    title: 'New Posts',
    message: 'Amara Okafor and 4 others published new articles',
  });
});

it('reads the post count of an item, 1 for one made before grouping', () => {
  expect(newPostsCount({ post_count: 4, author_ids: ['a', 'b'] })).toBe(4);
  expect(newPostsCount(null)).toBe(1);
  expect(newPostsCount({ post_count: 'many' })).toBe(1);
});
