// `rspack build -c bench/federation/floor.config.ts` with FLOOR_VARIANT set: see floor-build.ts.
import { floorConfigs } from './floor-build';

export default () => floorConfigs(process.env.FLOOR_VARIANT ?? 'federated');
