import { describe, expect, it } from 'vitest';
import { tabForKey, tabIds } from './tabs.js';

describe('tabForKey', () => {
  it('steps with the arrows, wrapping around, and jumps with Home and End', () => {
    expect([tabForKey('ArrowRight', 0, 3), tabForKey('ArrowRight', 2, 3)]).toEqual([1, 0]);
    expect([tabForKey('ArrowLeft', 0, 3), tabForKey('ArrowLeft', 2, 3)]).toEqual([2, 1]);
    expect([tabForKey('Home', 2, 3), tabForKey('End', 0, 3)]).toEqual([0, 2]);
  });

  it('leaves other keys to the browser', () => {
    expect([tabForKey('Tab', 0, 3), tabForKey('ArrowDown', 0, 3), tabForKey('ArrowUp', 1, 3), tabForKey('a', 0, 3)]).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('tabIds', () => {
  it('ties each tab to its panel', () => {
    expect(tabIds('ssg-tabs-4', 1)).toEqual({ tab: 'ssg-tabs-4-tab-1', panel: 'ssg-tabs-4-panel-1' });
  });
});
