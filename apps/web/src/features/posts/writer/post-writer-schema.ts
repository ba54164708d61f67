import { postInputSchema, type Gif, type PostInput } from '@arya/core/contract';
import { z } from 'zod';

/** The writer's own field; its messages are error codes (TEXT_LENGTH under 10 characters after trimming). */
export const writerTextSchema = z.object({ text: postInputSchema.shape.text });
export type WriterTextValues = z.input<typeof writerTextSchema>;

/** What is sent to create or edit the post: trimmed text and either stored images or a GIF. */
export function toPostInput(text: string, imageUrls: readonly string[], gif: Gif | null): PostInput {
  return { text: text.trim(), images: gif ? [] : imageUrls.map((url) => ({ url })), gif };
}
