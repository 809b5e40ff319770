import { describe, expect, it } from 'vitest';
import { toolsOfWrite } from './run-of-show';

describe('toolsOfWrite (which locks refuse a write)', () => {
  it('a write of an idea touches the ideas; moving it on the wall or the matrix, that view too', () => {
    expect(toolsOfWrite('ideas', [])).toEqual(['ideas']);
    expect(toolsOfWrite('ideas', ['title', 'updatedAt'])).toEqual(['ideas']);
    expect(toolsOfWrite('ideas', ['category', 'updatedAt'])).toEqual(['wall', 'ideas']);
    expect(toolsOfWrite('ideas', ['impact', 'feasibility', 'updatedAt'])).toEqual([
      'matrix',
      'ideas',
    ]);
    // A change that moves it on both views cannot slip past either lock.
    expect(toolsOfWrite('ideas', ['category', 'impact'])).toEqual(['wall', 'matrix', 'ideas']);
  });

  it('each phase tool is its own; groups are the wall; test results their plans', () => {
    expect(toolsOfWrite('hmwQuestions', ['title'])).toEqual(['hmwQuestions']);
    expect(toolsOfWrite('wallGroups', ['name'])).toEqual(['wall']);
    expect(toolsOfWrite('empathyMaps', ['says'])).toEqual(['empathyMaps']);
    expect(toolsOfWrite('testResults', [])).toEqual(['testResults']);
    expect(toolsOfWrite('prototypes', [])).toEqual(['prototypes']);
  });

  it('facilitation records and the rest touch no tool (only the project lock closes them)', () => {
    for (const entity of ['dots', 'participants', 'votingSessions', 'silentRounds', 'timers'])
      expect(toolsOfWrite(entity, ['status'])).toEqual([]);
    expect(toolsOfWrite('comments', ['text'])).toEqual([]);
    expect(toolsOfWrite('toString', [])).toEqual([]);
  });
});
