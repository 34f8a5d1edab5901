import { hubOverviewSchema } from '../../../../shared/api/command';
import { hubRequest } from '../hub-api';

export function fetchOverview() {
  return hubRequest('/api/hub/overview', { schema: hubOverviewSchema });
}
