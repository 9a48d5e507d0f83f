import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { createStoryComment } from '../features/stories/comments.ts';
import { setStoryLike } from '../features/stories/reactions.ts';
import { answerNaming, createStory } from '../features/stories/stories.ts';
import { DEMO_STORIES, DEMO_STORY_COMMENTS } from './demo-stories.ts';

type Member = { id: string; firstName: string; lastName: string };
const DAY_HOURS = 24;

/**
 * The demo stories through the real services (the mentor's session checked, their approval asked
 * and given), liked and commented on by the other demo members, dated over the past weeks.
 */
export async function seedDemoStories(db: Db, members: Member[]) {
  const named = (firstName: string) => {
    const member = members.find((m) => m.firstName === firstName);
    if (!member) throw new Error(`No demo member named ${firstName}`);
    return member;
  };
  for (const [i, s] of DEMO_STORIES.entries()) {
    const author = named(s.author);
    const mentor = s.mentor ? named(s.mentor) : null;
    const story = await createStory(db, { author, title: s.title, content: s.content, imageUrl: null, mentorId: mentor?.id ?? null });
    if (mentor && s.approved) await answerNaming(db, { viewerId: mentor.id, id: story.id, approve: true });
    // The earlier the story, the more it was loved: the two tabs order differently.
    const readers = members.filter((m) => m.id !== author.id).slice(0, DEMO_STORIES.length - i + 1);
    for (const reader of readers) await setStoryLike(db, { viewer: reader, id: story.id, like: true });
    const commenter = readers[i % readers.length]!;
    await createStoryComment(db, { viewer: commenter, storyId: story.id, content: DEMO_STORY_COMMENTS[i % DEMO_STORY_COMMENTS.length]! });
    await db.execute(sql`
      update stories set created_at = now() - make_interval(hours => ${s.daysAgo * DAY_HOURS}),
        updated_at = now() - make_interval(hours => ${s.daysAgo * DAY_HOURS}) where id = ${story.id}`);
    await db.execute(sql`
      update story_comments set created_at = now() - make_interval(hours => ${s.daysAgo * DAY_HOURS - 5}) where story_id = ${story.id}`);
  }
}
