import('./harness');
