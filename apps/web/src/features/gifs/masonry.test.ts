import { GIF_GRID } from '@arya/core/rules';
import { describe, expect, it } from 'vitest';
import { placeMasonry } from './masonry.ts';

const grid = { containerWidth: 312, columns: GIF_GRID.columns, gutter: GIF_GRID.gutter };

describe('placeMasonry', () => {
  it('splits the width into 3 columns with a 6 px gutter', () => {
    const layout = placeMasonry([{ width: 100, height: 100 }], grid);
    expect(layout.columnWidth).toBe(100);
    expect(layout.cells[0]).toEqual({ column: 0, x: 0, y: 0, width: 100, height: 100 });
  });

  it('fills the first row left to right, then always the shortest column', () => {
    const layout = placeMasonry(
      [
        { width: 200, height: 100 }, // 50 high, column 0
        { width: 100, height: 150 }, // 150 high, column 1
        { width: 100, height: 100 }, // 100 high, column 2
        { width: 100, height: 100 }, // column 0 is the shortest (56)
        { width: 100, height: 50 }, // column 2 (106) is now shorter than 0 (162) and 1 (156)
      ],
      grid,
    );
    expect(layout.cells.map((cell) => [cell.column, cell.x, cell.y, cell.height])).toEqual([
      [0, 0, 0, 50],
      [1, 106, 0, 150],
      [2, 212, 0, 100],
      [0, 0, 56, 100],
      [2, 212, 106, 50],
    ]);
    expect(layout.height).toBe(156);
  });

  it('has no height without items and never a negative width', () => {
    expect(placeMasonry([], grid)).toEqual({ cells: [], columnWidth: 100, height: 0 });
    expect(placeMasonry([{ width: 10, height: 10 }], { ...grid, containerWidth: 0 }).columnWidth).toBe(0);
  });
});
