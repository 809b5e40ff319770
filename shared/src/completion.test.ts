import { describe, expect, it } from 'vitest';
import { projectProgress, TOOL_PHASE, WORKSPACE_TOOLS } from './completion';

describe('projectProgress', () => {
  it('is 0 of 10 for an empty project', () => {
    expect(projectProgress({})).toEqual({ completedTools: 0, totalTools: 10, completionRate: 0 });
  });

  it('counts a tool once it has at least one record, however many', () => {
    expect(projectProgress({ personas: 1, ideas: 42, interviews: 0 })).toEqual({
      completedTools: 2,
      totalTools: 10,
      completionRate: 20,
    });
  });

  it('rounds the percent to a whole number', () => {
    const three = { personas: 1, ideas: 1, prototypes: 1 };
    expect(projectProgress(three).completionRate).toBe(30);
    const all = Object.fromEntries(WORKSPACE_TOOLS.map((tool) => [tool, 1]));
    expect(projectProgress(all)).toEqual({
      completedTools: 10,
      totalTools: 10,
      completionRate: 100,
    });
  });

  it('places every tool in one of the five phases, each phase having at least one', () => {
    const phases = new Set(WORKSPACE_TOOLS.map((tool) => TOOL_PHASE[tool]));
    expect([...phases].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
