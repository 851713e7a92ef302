import type { MessageId } from '@resumeloop/i18n';
import {
  Accessibility,
  Bell,
  FlaskConical,
  type LucideIcon,
  Shield,
  SlidersHorizontal,
  UserRound,
} from 'lucide-react';

export type SettingsCategory = {
  slug: 'account' | 'preferences' | 'notifications' | 'privacy' | 'accessibility' | 'beta';
  label: MessageId;
  description: MessageId;
  icon: LucideIcon;
};

/** SPEC §2.6: the six settings categories, in sidebar order. */
export const SETTINGS_CATEGORIES: readonly SettingsCategory[] = [
  {
    slug: 'account',
    label: 'settings.category.account',
    description: 'settings.category.accountDescription',
    icon: UserRound,
  },
  {
    slug: 'preferences',
    label: 'settings.category.preferences',
    description: 'settings.category.preferencesDescription',
    icon: SlidersHorizontal,
  },
  {
    slug: 'notifications',
    label: 'settings.category.notifications',
    description: 'settings.category.notificationsDescription',
    icon: Bell,
  },
  {
    slug: 'privacy',
    label: 'settings.category.privacy',
    description: 'settings.category.privacyDescription',
    icon: Shield,
  },
  {
    slug: 'accessibility',
    label: 'settings.category.accessibility',
    description: 'settings.category.accessibilityDescription',
    icon: Accessibility,
  },
  {
    slug: 'beta',
    label: 'settings.category.beta',
    description: 'settings.category.betaDescription',
    icon: FlaskConical,
  },
];

export const settingsPathOf = (category: SettingsCategory) => `/settings/${category.slug}`;
