export { useFormat, type Formatters } from './use-format';
