export { Treemap, type TreemapProps, type TreemapTile } from './Treemap'
export { TreemapLegend, type TreemapLegendProps } from './TreemapLegend'
export { fitLabel, layoutTiles, layoutWeights, toneOf, MIN_TILE_SHARE } from './treemapLayout'
