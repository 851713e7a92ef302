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
  label: string;
  description: string;
  icon: LucideIcon;
};

/** SPEC §2.6: the six settings categories, in sidebar order. */
export const SETTINGS_CATEGORIES: readonly SettingsCategory[] = [
  {
    slug: 'account',
    label: 'Account',
    description: 'Your profile, password, a copy of your data, and deleting your account.',
    icon: UserRound,
  },
  {
    slug: 'preferences',
    label: 'Preferences',
    description: 'Theme, language and time zone.',
    icon: SlidersHorizontal,
  },
  {
    slug: 'notifications',
    label: 'Notifications',
    description: 'Which emails we send you.',
    icon: Bell,
  },
  {
    slug: 'privacy',
    label: 'Privacy',
    description: 'How your data may be used.',
    icon: Shield,
  },
  {
    slug: 'accessibility',
    label: 'Accessibility',
    description: 'Text size, motion and contrast.',
    icon: Accessibility,
  },
  {
    slug: 'beta',
    label: 'Beta Features',
    description: 'Try features before everyone else.',
    icon: FlaskConical,
  },
];

export const settingsPathOf = (category: SettingsCategory) => `/settings/${category.slug}`;
