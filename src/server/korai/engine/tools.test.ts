import { describe, expect, it } from 'vitest';
import { MEASURES } from '../plan/types.js';
import { QUERY_TOOL } from './tools.js';

describe("the model's query tool", () => {
  it('offers every measure the engine runs, and requires only what a plan cannot do without', () => {
    const { parameters } = QUERY_TOOL.function;
    expect(parameters.type).toBe('object');
    expect(parameters.properties?.measure).toMatchObject({ enum: [...MEASURES] });
    expect(parameters.required).toEqual(['measure', 'period']);
    expect(parameters.properties?.period).toMatchObject({ required: ['from', 'to'] });
    expect(parameters).not.toHaveProperty('$schema');
  });
});
