import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('joins the names that are there, else falls back to the username', () => {
    expect(displayName({ firstName: 'Maya', lastName: 'Patel', username: 'maya' })).toBe('Maya Patel');
    expect(displayName({ firstName: 'Maya', lastName: null, username: 'maya' })).toBe('Maya');
    expect(displayName({ firstName: null, lastName: 'Patel', username: 'maya' })).toBe('Patel');
    expect(displayName({ firstName: null, lastName: null, username: 'maya' })).toBe('maya');
  });
});
