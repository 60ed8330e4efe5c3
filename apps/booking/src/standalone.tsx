import '@marketplace/shared-ui/theme.css';
import { renderStandalone } from '@marketplace/mfe-contract/standalone';
import { remote } from './routes';

renderStandalone(remote, 'booking', document.getElementById('root') as HTMLElement);
