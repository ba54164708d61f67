/** A button that reads as a link: the secondary ways out (skip, continue later). */
export const LINK_BUTTON =
  'inline-flex items-center justify-center gap-1.5 rounded px-1 py-2 text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:no-underline';
