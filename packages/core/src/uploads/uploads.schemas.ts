import { z } from 'zod';

export const uploadResultSchema = z.object({
  url: z.string(),
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
