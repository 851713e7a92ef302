import { describe, expect, it } from 'vitest';
import {
  canUse,
  FEATURE_NAMES,
  FREE_MONTHLY_LIMITS,
  featuresOf,
  isAdmin,
  isPremium,
  usagePeriodEnd,
  usagePeriodStart,
} from './plans';

describe('the premium rule (SPEC §6)', () => {
  it('is premium by any of its readings, and free otherwise', () => {
    expect(isPremium({ is_premium: true })).toBe(true);
    expect(isPremium({ isPremium: true })).toBe(true);
    expect(isPremium({ plan_tier: 'premium' })).toBe(true);
    expect(isPremium({ planTier: 'pro' })).toBe(true);
    expect(isPremium({ subscription: { is_active: true, plan_tier: 'free' } })).toBe(true);
    expect(isPremium({ subscription: { is_active: false, plan_tier: 'team' } })).toBe(true);
    expect(
      isPremium({
        is_premium: false,
        plan_tier: 'free',
        subscription: { is_active: false, plan_tier: 'free' },
      }),
    ).toBe(false);
    expect(isPremium({})).toBe(false);
    expect(isPremium(null)).toBe(false);
  });

  it('reads an admin from is_admin, isAdmin or the role', () => {
    expect(isAdmin({ is_admin: true })).toBe(true);
    expect(isAdmin({ isAdmin: true })).toBe(true);
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'user', is_admin: false })).toBe(false);
  });
});

describe('the twelve gates', () => {
  it('opens the basic features to everyone signed in, premium ones to premium and admins, admin ones to admins', () => {
    const free = featuresOf({ plan_tier: 'free' });
    expect(Object.keys(free)).toEqual(FEATURE_NAMES);
    expect(FEATURE_NAMES).toHaveLength(12);
    expect(
      Object.entries(free)
        .filter(([, allowed]) => allowed)
        .map(([name]) => name),
    ).toEqual(['basic_analysis', 'resume_upload', 'job_description_matching']);
    const premium = featuresOf({ plan_tier: 'premium' });
    expect(premium.advanced_analysis && premium.unlimited_uploads && premium.analytics_dashboard).toBe(true);
    expect(premium.admin_panel || premium.user_management || premium.system_settings).toBe(false);
    expect(Object.values(featuresOf({ role: 'admin' })).every(Boolean)).toBe(true);
  });

  it('allows an unknown feature only to users who are not premium, and nothing to no one', () => {
    expect(canUse({ plan_tier: 'free' }, 'time_travel')).toBe(true);
    expect(canUse({ plan_tier: 'premium' }, 'time_travel')).toBe(false);
    expect(canUse(null, 'basic_analysis')).toBe(false);
  });
});

describe('the monthly count', () => {
  it('runs by calendar month in UTC, with the free limits as data', () => {
    const at = new Date('2026-02-28T23:59:59.999Z');
    expect(usagePeriodStart(at).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(usagePeriodEnd(at).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(usagePeriodEnd(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(FREE_MONTHLY_LIMITS).toEqual({ analyses: 10, uploads: 10 });
  });
});
