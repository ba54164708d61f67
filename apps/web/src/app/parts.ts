/**
 * The parts of a page that are chunks of their own and that the server may draw (beside the page's
 * chunk): a page holding one is hydrated only once its chunk is in (main.tsx), and the server names
 * its chunks with the page's (the build reads this file: apps/web/build/page-chunks-plugin.ts).
 *
 * Why: a part still loading when the page is hydrated stays as the server drew it, and React drops a
 * click there (it cannot hydrate it at once), while the rest of the page already answers.
 */
export const PARTS = {
  comments: () => import('../features/comments/CommentsSection.tsx'),
};

export type PartId = keyof typeof PARTS;
export type PartModule<Id extends PartId> = Awaited<ReturnType<(typeof PARTS)[Id]>>;
