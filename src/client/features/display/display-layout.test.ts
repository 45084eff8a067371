import { describe, expect, it } from 'vitest';
import type { Service, ServiceType } from '#shared/status/services.js';
import { displayLayout } from './display-layout.ts';

const make = (type: ServiceType, count: number, status: Service['status'] = 'online'): Service[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${type}-${i}`, name: `${type} ${i}`, type, status }));

describe('displayLayout', () => {
  it('fits the default board (16 insurers, 5 internet, 8 VoIP) in four columns of eight rows', () => {
    const layout = displayLayout([...make('insurance', 16), ...make('internet', 5), ...make('voip', 8)]);
    expect(layout.rows).toBe(8);
    expect(layout.columns).toBe(4);
    expect(layout.groups.map((g) => [g.type, g.columns, g.services.length])).toEqual([
      ['insurance', 2, 16],
      ['internet', 1, 5],
      ['voip', 1, 8],
    ]);
  });

  it('makes tiles shorter rather than scroll when the provider adds services', () => {
    const layout = displayLayout([...make('insurance', 40), ...make('internet', 9), ...make('voip', 12)]);
    expect(layout.columns).toBeLessThanOrEqual(4);
    for (const group of layout.groups) expect(group.columns * layout.rows).toBeGreaterThanOrEqual(group.services.length);
  });

  it('puts problems first in each group, worst first, and leaves out empty groups', () => {
    const services = [
      ...make('internet', 3),
      { id: 'x', name: 'Down', type: 'internet', status: 'offline' } as Service,
      { id: 'y', name: 'Slow', type: 'internet', status: 'warning' } as Service,
    ];
    const layout = displayLayout(services);
    expect(layout.groups).toHaveLength(1);
    expect(layout.groups[0]!.services.slice(0, 2).map((s) => s.name)).toEqual(['Down', 'Slow']);
    expect(layout.rows).toBe(2);
  });

  it('has nothing to lay out without services', () => {
    expect(displayLayout([])).toEqual({ groups: [], rows: 0, columns: 0 });
  });
});
