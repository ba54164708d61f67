import { describe, expect, it } from 'vitest';
import { composeCommentId, composePostId, parentCommentIdOf, parseCommentId, parsePostId, postIdOfComment, postPath } from './post-id.ts';

describe('post, comment and reply ids', () => {
  it('composes and reads a post id', () => {
    expect(composePostId('ana', 'p1')).toBe('ana/p1');
    expect(parsePostId('ana/p1')).toEqual({ authorId: 'ana', postId: 'p1' });
    for (const id of ['ana', 'ana/', '/p1', 'ana/p1/c1']) expect(parsePostId(id)).toBeNull();
  });

  it('names a comment under its post and a reply under its comment', () => {
    expect(composeCommentId('ana', 'p1', 'c1')).toBe('ana/p1/c1');
    expect(composeCommentId('ana', 'p1', 'c1', 'r1')).toBe('ana/p1/c1/r1');
    expect(composeCommentId('ana', 'p1', 'c1', null)).toBe('ana/p1/c1');
    expect(postPath(composeCommentId('ana', 'p1', 'c1', 'r1'))).toBe('/post/ana/p1/c1/r1');
  });

  it('reads a comment id and a reply id back, and nothing else', () => {
    const comment = parseCommentId('ana/p1/c1');
    expect(comment).toEqual({ authorId: 'ana', postId: 'p1', commentId: 'c1', replyId: null });
    const reply = parseCommentId(composeCommentId('ana', 'p1', 'c1', 'r1'));
    expect(reply).toEqual({ authorId: 'ana', postId: 'p1', commentId: 'c1', replyId: 'r1' });
    for (const key of [comment, reply]) {
      expect(postIdOfComment(key!)).toBe('ana/p1');
      expect(parentCommentIdOf(key!)).toBe('ana/p1/c1');
    }
    for (const id of ['ana/p1', 'ana/p1/', 'ana//c1', 'ana/p1/c1/', 'ana/p1/c1/r1/x', '']) expect(parseCommentId(id)).toBeNull();
  });
});
