export { useMarketProviders } from '../../../hooks/use-market-providers';
