import { hierarchy, treemap, treemapSquarify } from 'd3-hierarchy'

/** What the layout needs of a tile: an id and its value (area). */
export interface TreemapDatum {
  id: string
  value: number
}

/** A tile's box inside the map, in CSS pixels from its top-left corner. */
export interface TileBox {
  x: number
  y: number
  width: number
  height: number
}

/**
 * The smallest share of the map's total a tile is given. A symbol that traded nothing (the replay's
 * forex and gold have no volume) would otherwise get zero area: invisible and impossible to click,
 * although its price and change are still worth showing.
 */
export const MIN_TILE_SHARE = 0.012

/**
 * The weight each tile is laid out by: its value, but never less than `minShare` of the total, so
 * zero and tiny volumes stay visible and clickable. When nothing has volume, all tiles are equal.
 */
export function layoutWeights(values: readonly number[], minShare = MIN_TILE_SHARE): number[] {
  const clean = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0))
  const total = clean.reduce((sum, v) => sum + v, 0)
  if (total <= 0) return clean.map(() => 1)
  const floor = total * minShare
  return clean.map((v) => Math.max(v, floor))
}

interface Node<T> {
  item?: T
  weight?: number
  children?: Node<T>[]
}

/** The smallest tile side, in px: WCAG 2.5.8's 24 px target, so every tile can be tapped. */
export const MIN_TILE_SIDE = 24

function squarify<T extends TreemapDatum>(
  items: readonly T[],
  width: number,
  height: number,
  gap: number,
  minShare: number,
): Array<{ item: T; box: TileBox }> {
  const weights = layoutWeights(
    items.map((i) => i.value),
    minShare,
  )
  const data: Node<T> = { children: items.map((item, i) => ({ item, weight: weights[i] ?? 0 })) }
  const root = hierarchy(data)
    .sum((d) => d.weight ?? 0)
    .sort(
      (a, b) => (b.value ?? 0) - (a.value ?? 0) || a.data.item!.id.localeCompare(b.data.item!.id),
    )
  const laid = treemap<Node<T>>()
    .tile(treemapSquarify)
    .size([width, height])
    .paddingInner(gap)
    .round(true)(root)
  return laid.leaves().map((leaf) => ({
    item: leaf.data.item!,
    box: { x: leaf.x0, y: leaf.y0, width: leaf.x1 - leaf.x0, height: leaf.y1 - leaf.y0 },
  }))
}

/**
 * Squarified treemap from d3-hierarchy, largest tile first: the returned order is the reading
 * (and keyboard) order, and squarify puts the largest tiles at the top left. A few small tiles
 * beside a huge one become thin slivers, so while any tile is narrower than MIN_TILE_SIDE the
 * minimum share grows (never past an equal share) and the map is laid out again.
 */
export function layoutTiles<T extends TreemapDatum>(
  items: readonly T[],
  width: number,
  height: number,
  gap = 2,
): Array<{ item: T; box: TileBox }> {
  if (items.length === 0 || width <= 0 || height <= 0) return []
  const equal = 1 / items.length
  let share = Math.min(MIN_TILE_SHARE, equal)
  let tiles = squarify(items, width, height, gap, share)
  while (
    share < equal &&
    tiles.some(({ box }) => box.width < MIN_TILE_SIDE || box.height < MIN_TILE_SIDE)
  ) {
    share = Math.min(equal, share * 1.5)
    tiles = squarify(items, width, height, gap, share)
  }
  return tiles
}

export type TileDirection = 'up' | 'down' | 'flat'

/**
 * Where a change sits on the diverging colour scale: its direction and how strong, 0–1, clamped
 * at ±bound (e.g. 5 for 5 %). Changes that round to 0.00 % are flat, so colour never says more
 * than the label.
 */
export function toneOf(
  change: number,
  bound: number,
): { direction: TileDirection; strength: number } {
  if (!Number.isFinite(change) || Math.abs(change) < 0.005 || bound <= 0)
    return { direction: 'flat', strength: 0 }
  return {
    direction: change > 0 ? 'up' : 'down',
    strength: Math.min(1, Math.abs(change) / bound),
  }
}

/** How much text a tile shows: both lines large, both lines, the base only, or nothing. */
export type LabelFit = 'large' | 'full' | 'base' | 'none'

/** Rough advance of one character of the tile font, in px, per font size (13 px and 18 px). */
const CHAR = { md: 8, lg: 11 }

/**
 * The most text that fits a tile of this size without clipping; the rest stays in the tile's
 * accessible name and tooltip.
 */
export function fitLabel(width: number, height: number, base: string, change: string): LabelFit {
  const longest = Math.max(base.length, change.length + 2)
  if (width >= longest * CHAR.lg + 16 && height >= 64) return 'large'
  if (width >= longest * CHAR.md + 10 && height >= 40) return 'full'
  if (width >= base.length * CHAR.md + 12 && height >= 22) return 'base'
  return 'none'
}
