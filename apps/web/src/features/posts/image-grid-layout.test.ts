import { IMAGE_GRID_DEFAULT_CELLS } from '@arya/core/rules';
import { describe, expect, it } from 'vitest';
import { imageGridLayout, imageGridRatio, SINGLE_IMAGE_RATIO } from './image-grid-layout.ts';

const spans = (count: number, maxCells?: number) => imageGridLayout(count, maxCells).cells.map((cell) => [cell.index, cell.columnSpan, cell.rowSpan]);

describe('imageGridLayout', () => {
  it('shows nothing without images', () => {
    expect(imageGridLayout(0)).toEqual({ columns: 1, rows: 1, cells: [], overflow: 0 });
    expect(imageGridLayout(-3).cells).toEqual([]);
  });

  it('puts one image full width', () => {
    expect(imageGridLayout(1)).toMatchObject({ columns: 1, rows: 1, overflow: 0 });
    expect(spans(1)).toEqual([[0, 1, 1]]);
  });

  it('puts two images side by side', () => {
    expect(imageGridLayout(2)).toMatchObject({ columns: 2, rows: 1, overflow: 0 });
    expect(spans(2)).toEqual([[0, 1, 1], [1, 1, 1]]);
  });

  it('puts three images as one large and two stacked', () => {
    expect(imageGridLayout(3)).toMatchObject({ columns: 2, rows: 2 });
    expect(spans(3)).toEqual([[0, 1, 2], [1, 1, 1], [2, 1, 1]]);
  });

  it('puts four images in a 2x2 square', () => {
    expect(imageGridLayout(4)).toMatchObject({ columns: 2, rows: 2 });
    expect(spans(4)).toEqual([[0, 1, 1], [1, 1, 1], [2, 1, 1], [3, 1, 1]]);
  });

  it('puts five images as two on top and three below, filling both rows', () => {
    const layout = imageGridLayout(5);
    expect(layout).toMatchObject({ columns: 6, rows: 2, overflow: 0 });
    expect(spans(5)).toEqual([[0, 3, 1], [1, 3, 1], [2, 2, 1], [3, 2, 1], [4, 2, 1]]);
    const top = layout.cells.slice(0, 2).reduce((sum, cell) => sum + cell.columnSpan, 0);
    const bottom = layout.cells.slice(2).reduce((sum, cell) => sum + cell.columnSpan, 0);
    expect([top, bottom]).toEqual([6, 6]);
  });

  it(`shows at most ${IMAGE_GRID_DEFAULT_CELLS} cells and counts the rest for the "+N" badge`, () => {
    expect(imageGridLayout(6)).toMatchObject({ overflow: 1 });
    expect(imageGridLayout(6).cells).toHaveLength(5);
    expect(imageGridLayout(12)).toMatchObject({ overflow: 7 });
    expect(imageGridLayout(12).cells.map((cell) => cell.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('follows a smaller cell limit, never a larger one than the layouts', () => {
    expect(imageGridLayout(5, 3)).toMatchObject({ columns: 2, rows: 2, overflow: 2 });
    expect(imageGridLayout(5, 3).cells).toHaveLength(3);
    expect(imageGridLayout(8, 9).cells).toHaveLength(5);
    expect(imageGridLayout(8, 9).overflow).toBe(3);
    expect(imageGridLayout(2, 0).cells).toHaveLength(1);
  });

  it('gives each call its own cells', () => {
    imageGridLayout(3).cells[0]!.rowSpan = 9;
    expect(imageGridLayout(3).cells[0]!.rowSpan).toBe(2);
  });
});

describe('imageGridRatio', () => {
  it('keeps the ratio of a single image within limits', () => {
    expect(imageGridRatio(1, [{ width: 800, height: 600 }])).toBeCloseTo(4 / 3);
    expect(imageGridRatio(1, [{ width: 3000, height: 500 }])).toBe(SINGLE_IMAGE_RATIO.max);
    expect(imageGridRatio(1, [{ width: 500, height: 3000 }])).toBe(SINGLE_IMAGE_RATIO.min);
  });

  it('falls back to 16:9 for a single image of unknown size', () => {
    expect(imageGridRatio(1, [])).toBeCloseTo(16 / 9);
  });

  it('uses the shape of the layout for several images', () => {
    expect(imageGridRatio(2, [])).toBe(2);
    expect(imageGridRatio(3, [])).toBe(1.5);
    expect(imageGridRatio(4, [])).toBe(1);
    expect(imageGridRatio(5, [])).toBe(1.2);
  });
});
