export interface MasonryItem {
  width: number;
  height: number;
}

export interface MasonryCell {
  column: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MasonryLayout {
  cells: MasonryCell[];
  columnWidth: number;
  height: number;
}

/**
 * Places items in `columns` columns of equal width separated by `gutter` pixels, each item in the
 * shortest column so far (the leftmost on a tie), keeping its aspect ratio.
 */
export function placeMasonry(items: readonly MasonryItem[], { containerWidth, columns, gutter }: { containerWidth: number; columns: number; gutter: number }): MasonryLayout {
  const columnWidth = Math.max(0, Math.floor((containerWidth - gutter * (columns - 1)) / columns));
  const heights = Array.from({ length: columns }, () => 0);
  const cells = items.map((item) => {
    const column = heights.indexOf(Math.min(...heights));
    const height = item.width > 0 ? Math.round((columnWidth * item.height) / item.width) : columnWidth;
    const cell = { column, x: column * (columnWidth + gutter), y: heights[column]!, width: columnWidth, height };
    heights[column] = cell.y + height + gutter;
    return cell;
  });
  return { cells, columnWidth, height: Math.max(0, Math.max(...heights) - gutter) };
}
