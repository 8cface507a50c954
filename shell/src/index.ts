import { startLandingPageLoad } from './features/remotes/loader/early';

startLandingPageLoad();
// The async boundary: the shared packages are negotiated and loaded before bootstrap runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
