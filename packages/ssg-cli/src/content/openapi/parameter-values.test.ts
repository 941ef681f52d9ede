import { describe, expect, it } from 'vitest';
import { parameterStyle } from './parameter-values.js';

const param = (location: string, style?: string, explode?: boolean) => ({ name: 'id', in: location, ...(style ? { style } : {}), ...(explode !== undefined ? { explode } : {}) });

describe('parameterStyle', () => {
  it('fills in the default style and explode of each location', () => {
    expect(parameterStyle(param('path'))).toEqual({ style: 'simple', explode: false });
    expect(parameterStyle(param('query'))).toEqual({ style: 'form', explode: true });
    expect(parameterStyle(param('cookie'))).toEqual({ style: 'form', explode: true });
    expect(parameterStyle(param('query', 'form', false))).toEqual({ style: 'form', explode: false });
  });
});
