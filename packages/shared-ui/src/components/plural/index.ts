export { plural, type PluralForms } from './plural';
