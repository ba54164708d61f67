import { defineEndpoint } from '../common/endpoint.ts';
import { WRITING_LIMITS } from '../posts/posts.constants.ts';
import { postParamsSchema, postSchema, postsPageSchema } from '../posts/posts.schemas.ts';
import { audioUploadResultSchema, ideaInputSchema, ideasQuerySchema } from './ideas.schemas.ts';

export const listIdeasEndpoint = defineEndpoint({
  name: 'listIdeas',
  method: 'GET',
  path: '/api/v1/ideas',
  summary: 'List ideas and news',
  access: 'member',
  description:
    'The ideas page: ideas and internal news, newest first, keyset pages, filtered by type, asset type, side, active or expired, coaches only, favourites; needs an active trial or subscription',
  tags: ['ideas'],
  query: ideasQuerySchema,
  response: postsPageSchema,
  errors: ['IDEAS_LOCKED'],
});

const ideaErrors = ['AUDIO_NOT_ALLOWED', 'TOO_MANY_IMAGES', 'INVALID_ATTACHMENT', 'PROFILE_NOT_FOUND'] as const;

export const createIdeaEndpoint = defineEndpoint({
  name: 'createIdea',
  method: 'POST',
  path: '/api/v1/ideas',
  summary: 'Publish an idea',
  access: 'verified',
  description: "Publishes an idea, analysis or trading plan; a coach's is restricted to the premium coaches group and may carry their recording",
  tags: ['ideas'],
  body: ideaInputSchema,
  response: postSchema,
  errors: [...ideaErrors, 'WRITING_LIMIT_REACHED'],
  limits: { perMember: WRITING_LIMITS.publish },
});

export const updateIdeaEndpoint = defineEndpoint({
  name: 'updateIdea',
  method: 'PUT',
  path: '/api/v1/ideas/:authorId/:postId',
  summary: 'Edit my idea',
  access: 'verified',
  description: 'Edits one of my ideas (sets LastEditDate and LastEditBy)',
  tags: ['ideas'],
  params: postParamsSchema,
  body: ideaInputSchema,
  response: postSchema,
  errors: [...ideaErrors, 'POST_NOT_FOUND', 'NOT_POST_AUTHOR', 'POST_DELETED', 'NOT_AN_IDEA', 'IDEA_TYPE_LOCKED', 'WRITING_LIMIT_REACHED'],
  limits: { perMember: WRITING_LIMITS.edit },
});

export const uploadAudioEndpoint = defineEndpoint({
  name: 'uploadAudio',
  method: 'POST',
  path: '/api/v1/uploads/audio',
  summary: 'Upload a recording',
  access: 'verified',
  description: "Uploads a recording (multipart field \"file\"): a coach's webm for an idea, or staff's mpeg for a news item",
  tags: ['uploads'],
  response: audioUploadResultSchema,
  errors: ['AUDIO_NOT_ALLOWED', 'UNSUPPORTED_AUDIO', 'FILE_TOO_LARGE', 'UPLOAD_QUOTA_EXCEEDED', 'PROFILE_NOT_FOUND'],
});
