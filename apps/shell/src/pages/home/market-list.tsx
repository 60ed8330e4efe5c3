import { Link } from 'react-router-dom';
import { Badge } from '@marketplace/shared-ui/badge';
import styles from './market-list.module.css';

/** The markets we serve, each linking to its market page. */
const markets = [
  { id: 'nyc', name: 'New York City', note: 'All five boroughs', live: true },
  { id: 'berlin', name: 'Berlin', note: 'Inside the Ring and beyond', live: true },
  { id: 'sydney', name: 'Sydney', note: 'CBD, Inner West and the Eastern Suburbs', live: true },
  { id: 'toronto', name: 'Toronto', note: 'Opening soon', live: false },
];

export function MarketList() {
  return (
    <ul className={styles.markets}>
      {markets.map((market) => (
        <li key={market.id} className={styles.market}>
          <Link to={market.live ? `/market/${market.id}` : '/coming-soon'} className={styles.link}>
            <span className={styles.name}>{market.name}</span>
            <span className={styles.note}>{market.note}</span>
          </Link>
          {!market.live && <Badge tone="warning">Coming soon</Badge>}
        </li>
      ))}
    </ul>
  );
}
