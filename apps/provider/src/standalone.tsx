import '@marketplace/shared-ui/theme.css';
import { renderStandalone } from '@marketplace/mfe-contract/standalone';
import { remote } from './routes';

renderStandalone(remote, 'provider', document.getElementById('root') as HTMLElement);
