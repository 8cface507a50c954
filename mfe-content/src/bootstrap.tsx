import { bootApp } from 'shared-auth';
import { Standalone } from './standalone';

void bootApp(document.getElementById('root')!, () => <Standalone />);
