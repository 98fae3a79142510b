import { describe, expect, it } from 'vitest';
import { safeRedirect, signInPath } from './redirect';

describe('safeRedirect', () => {
  it('defaults to /dashboard', () => {
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect(undefined)).toBe('/dashboard');
    expect(safeRedirect('')).toBe('/dashboard');
  });

  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirect('/booking/3f1c')).toBe('/booking/3f1c');
    expect(safeRedirect('/browse?serviceType=yoga#results')).toBe('/browse?serviceType=yoga#results');
    expect(safeRedirect('/studio-dashboard')).toBe('/studio-dashboard');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example',
      'http://evil.example/dashboard',
      '//evil.example',
      '//evil.example/booking/1',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      'evil.example',
      'booking/1',
      ' /dashboard',
    ]) {
      expect(safeRedirect(value), value).toBe('/dashboard');
    }
  });

  it('resolves dot segments without ever leaving the site', () => {
    expect(safeRedirect('/booking/../dashboard')).toBe('/dashboard');
    expect(safeRedirect('/../../browse')).toBe('/browse');
  });

  it('does not send the visitor back to the sign-in page', () => {
    expect(safeRedirect('/auth')).toBe('/dashboard');
    expect(safeRedirect('/auth?redirect=/auth')).toBe('/dashboard');
  });
});

describe('signInPath', () => {
  it('names the page to come back to, slashes readable', () => {
    expect(signInPath('/booking/abc-123')).toBe('/auth?redirect=/booking/abc-123');
  });

  it('escapes a query of its own so it stays one parameter', () => {
    const path = signInPath('/browse?serviceType=yoga&location=Hackney');
    expect(new URLSearchParams(path.split('?')[1]).get('redirect')).toBe(
      '/browse?serviceType=yoga&location=Hackney',
    );
  });
});
