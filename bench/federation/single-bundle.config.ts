// `rspack build -c bench/federation/single-bundle.config.ts`: see single-bundle.ts.
import { singleBundleConfig } from './single-bundle';

export default singleBundleConfig;
