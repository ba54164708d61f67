/** A button that reads as a link (the dialog's secondary actions). */
export const LINK_BUTTON =
  'inline-flex items-center gap-1.5 rounded text-sm font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:no-underline';
