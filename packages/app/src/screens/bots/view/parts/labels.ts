export { exchangeTitles, kindTitle, pairTitle, statusTitles, statusVariants } from '../../botLabels'
