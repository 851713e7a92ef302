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
  /** What the page will hold; shown on the pages that arrive with the settings release. */
  upcoming: string[];
};

/** SPEC §2.6: the six settings categories, in sidebar order. */
export const SETTINGS_CATEGORIES: readonly SettingsCategory[] = [
  {
    slug: 'account',
    label: 'Account',
    description: 'Your profile, password, a copy of your data, and deleting your account.',
    icon: UserRound,
    upcoming: [],
  },
  {
    slug: 'preferences',
    label: 'Preferences',
    description: 'Theme, language and time zone.',
    icon: SlidersHorizontal,
    upcoming: ['Theme: light, dark or your system setting', 'Language', 'Time zone'],
  },
  {
    slug: 'notifications',
    label: 'Notifications',
    description: 'Which emails we send you.',
    icon: Bell,
    upcoming: ['Product updates', 'Security alerts', 'Tips and offers'],
  },
  {
    slug: 'privacy',
    label: 'Privacy',
    description: 'How your data may be used.',
    icon: Shield,
    upcoming: ['Anonymous usage data', 'Use of your resumes to improve the service'],
  },
  {
    slug: 'accessibility',
    label: 'Accessibility',
    description: 'Text size, motion and contrast.',
    icon: Accessibility,
    upcoming: ['Text scale from 90% to 130%', 'Reduce motion', 'High contrast'],
  },
  {
    slug: 'beta',
    label: 'Beta Features',
    description: 'Try features before everyone else.',
    icon: FlaskConical,
    upcoming: ['AI interview practice', 'Advanced resume analytics', 'Cover letter generator'],
  },
];

export const settingsPathOf = (category: SettingsCategory) => `/settings/${category.slug}`;
