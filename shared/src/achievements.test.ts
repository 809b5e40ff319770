import { describe, expect, it } from 'vitest';
import { achievementsOf, type ProjectWork } from './achievements';

const project = (
  counts: ProjectWork['toolCounts'],
  status: ProjectWork['status'] = 'in_progress',
) => ({
  status,
  toolCounts: counts,
});
const earned = (projects: ProjectWork[]) =>
  achievementsOf(projects)
    .badges.filter((badge) => badge.earned)
    .map((badge) => badge.badge);

describe('achievementsOf', () => {
  it('starts at nothing', () => {
    expect(achievementsOf([])).toEqual({
      points: 0,
      badges: [
        { badge: 'firstInterview', earned: false },
        { badge: 'allPhases', earned: false },
        { badge: 'testedPrototype', earned: false },
        { badge: 'projectCompleted', earned: false },
      ],
    });
  });

  it('gives 10 points per record and 50 per completed project', () => {
    expect(achievementsOf([project({ ideas: 3, personas: 1 })]).points).toBe(40);
    expect(
      achievementsOf([project({ ideas: 1 }, 'completed'), project({ povStatements: 2 })]).points,
    ).toBe(80);
  });

  it('awards the first interview, and a tested prototype only with results in the same project', () => {
    expect(earned([project({ interviews: 1 })])).toEqual(['firstInterview']);
    expect(earned([project({ prototypes: 1 }), project({ testResults: 2 })])).toEqual([]);
    expect(earned([project({ prototypes: 1, testPlans: 1, testResults: 1 })])).toEqual([
      'testedPrototype',
    ]);
  });

  it('awards all five phases only when one project has records in each', () => {
    const four = { empathyMaps: 1, povStatements: 1, ideas: 1, prototypes: 1 };
    expect(earned([project(four), project({ testPlans: 1 })])).not.toContain('allPhases');
    expect(earned([project({ ...four, testPlans: 1 })])).toContain('allPhases');
  });

  it('awards a completed project', () => {
    expect(earned([project({}, 'completed')])).toEqual(['projectCompleted']);
  });
});
