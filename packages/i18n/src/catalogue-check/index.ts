export { compareCatalogues, type CatalogueProblem } from './compare';
