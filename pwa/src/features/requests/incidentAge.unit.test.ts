import { describe, expect, it } from 'vitest';
import { daysSince, incidentAge } from './incidentAge.ts';

describe('incidentAge', () => {
  it('counts whole Bangkok days, across months and years', () => {
    expect(daysSince('2026-11-21', '2026-11-21')).toBe(0);
    expect(daysSince('2026-11-30', '2026-12-02')).toBe(2);
    expect(daysSince('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysSince('2024-02-28', '2024-03-01')).toBe(2);
  });

  it('names today, yesterday and N days, urgent up to three days', () => {
    expect(incidentAge('2026-11-21', '2026-11-21')).toEqual({ text: 'เกิดเหตุวันนี้', urgent: true });
    expect(incidentAge('2026-11-20', '2026-11-21')).toEqual({ text: 'เกิดเหตุเมื่อวาน', urgent: true });
    expect(incidentAge('2026-11-18', '2026-11-21')).toEqual({ text: 'เกิดเหตุเมื่อ 3 วันก่อน', urgent: true });
    expect(incidentAge('2026-11-17', '2026-11-21')).toEqual({ text: 'เกิดเหตุเมื่อ 4 วันก่อน', urgent: false });
  });

  it('says nothing of a day it cannot read', () => {
    expect(incidentAge('soon', '2026-11-21')).toBeNull();
  });
});
