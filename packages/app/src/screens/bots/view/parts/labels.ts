export {
  baseOf,
  exchangeTitles,
  kindTitle,
  pairTitle,
  statusTitles,
  statusVariants,
} from '../../botLabels'
