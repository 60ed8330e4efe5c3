export { sharedUiCatalogue } from '../../messages/catalogue';
