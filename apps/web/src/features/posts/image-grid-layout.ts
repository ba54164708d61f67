import { IMAGE_GRID_DEFAULT_CELLS } from '@arya/core/rules';

/** Where one image sits in the grid (CSS grid spans). */
export interface GridCell {
  /** Index of the image in the post's Images. */
  index: number;
  columnSpan: number;
  rowSpan: number;
}

export interface ImageGridLayout {
  columns: number;
  rows: number;
  cells: GridCell[];
  /** Images not shown; the last cell carries a "+N" badge when above 0. */
  overflow: number;
}

type Size = { width: number; height: number };

const cell = (index: number, columnSpan = 1, rowSpan = 1): GridCell => ({ index, columnSpan, rowSpan });

/** The cell arrangement for 1 to 5 shown images (spec 2 §2: layouts exist for 1 to 5 images). */
const ARRANGEMENTS: Record<number, Omit<ImageGridLayout, 'overflow'>> = {
  // one image: full width
  1: { columns: 1, rows: 1, cells: [cell(0)] },
  // two: side by side
  2: { columns: 2, rows: 1, cells: [cell(0), cell(1)] },
  // three: one large on the left, two stacked on the right
  3: { columns: 2, rows: 2, cells: [cell(0, 1, 2), cell(1), cell(2)] },
  // four: 2x2
  4: { columns: 2, rows: 2, cells: [cell(0), cell(1), cell(2), cell(3)] },
  // five: two on top, three below (a 6-column grid)
  5: { columns: 6, rows: 2, cells: [cell(0, 3), cell(1, 3), cell(2, 2), cell(3, 2), cell(4, 2)] },
};

/**
 * Decides which images a post's grid shows and how: at most `maxCells` cells (5 by default, and
 * never more than the 5 layouts), the rest counted in the "+N" overflow of the last cell.
 */
export function imageGridLayout(count: number, maxCells: number = IMAGE_GRID_DEFAULT_CELLS): ImageGridLayout {
  const limit = Math.max(1, Math.min(Math.floor(maxCells), IMAGE_GRID_DEFAULT_CELLS));
  const total = Math.max(0, Math.floor(count));
  const shown = Math.min(total, limit);
  if (shown === 0) return { columns: 1, rows: 1, cells: [], overflow: 0 };
  const arrangement = ARRANGEMENTS[shown]!;
  return { ...arrangement, cells: arrangement.cells.map((item) => ({ ...item })), overflow: total - shown };
}

/** Landscape and portrait limits of a single image, so a very tall or wide picture stays readable. */
export const SINGLE_IMAGE_RATIO = { min: 4 / 5, max: 2 } as const;

/**
 * The width/height ratio of the whole grid, known before any image loads so nothing jumps:
 * a single image keeps its own ratio (within limits), several images use their layout's shape.
 */
export function imageGridRatio(shown: number, sizes: readonly Size[]): number {
  if (shown <= 1) {
    const size = sizes[0];
    if (!size || size.width <= 0 || size.height <= 0) return 16 / 9;
    return Math.min(SINGLE_IMAGE_RATIO.max, Math.max(SINGLE_IMAGE_RATIO.min, size.width / size.height));
  }
  if (shown === 2) return 2;
  if (shown === 3) return 3 / 2;
  if (shown === 4) return 1;
  return 6 / 5;
}
