import { describe, expect, it } from 'vitest';
import { browseUrl } from './search-params';

describe('browseUrl', () => {
  it('leaves out "all" and the default location', () => {
    expect(browseUrl({ serviceType: 'all', location: 'London, UK' })).toBe('/browse');
    expect(browseUrl({ serviceType: '', location: '  ' })).toBe('/browse');
  });

  it('passes a service type and a chosen location', () => {
    expect(browseUrl({ serviceType: 'reiki', location: 'London, UK' })).toBe('/browse?serviceType=reiki');
    expect(browseUrl({ serviceType: 'all', location: ' Camden Town ' })).toBe('/browse?location=Camden+Town');
    expect(browseUrl({ serviceType: 'yoga', location: 'E8' })).toBe('/browse?serviceType=yoga&location=E8');
  });

  it('passes the chosen date on', () => {
    expect(browseUrl({ serviceType: 'all', location: 'London, UK', date: '2026-12-01' })).toBe(
      '/browse?date=2026-12-01',
    );
    expect(browseUrl({ serviceType: 'all', location: 'London, UK', date: '' })).toBe('/browse');
  });
});
