import { describe, expect, it } from 'vitest';
import { PRO_PLAN, summary } from '../../test/billing-fixtures';
import { reachedLimit } from './plan-limit';

describe('reachedLimit', () => {
  const free = summary({ plan: { ...PRO_PLAN, displayName: 'Free', maxProjects: 3 } });

  it('says which limit, how many and which plan once the count reaches it', () => {
    expect(reachedLimit(free, 'maxProjects', 2)).toBeNull();
    expect(reachedLimit(free, 'maxProjects', 3)).toEqual({
      limit: 'maxProjects',
      max: 3,
      planName: 'Free',
    });
  });

  it('never refuses with an unknown plan, an unlimited limit or for an administrator', () => {
    expect(reachedLimit(undefined, 'maxProjects', 99)).toBeNull();
    expect(
      reachedLimit(summary({ plan: { ...PRO_PLAN, maxProjects: null } }), 'maxProjects', 99),
    ).toBeNull();
    expect(reachedLimit({ ...free, unlimited: true }, 'maxProjects', 99)).toBeNull();
  });
});
