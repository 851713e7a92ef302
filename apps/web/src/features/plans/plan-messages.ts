import type { FeatureName } from '@resumeloop/contracts/features';
import type { MessageId } from '@resumeloop/i18n';

/** The six gates of SPEC §6 that the Premium plan opens. */
export type PremiumFeature = Extract<
  FeatureName,
  | 'advanced_analysis'
  | 'unlimited_uploads'
  | 'priority_support'
  | 'custom_templates'
  | 'bulk_operations'
  | 'analytics_dashboard'
>;

/** Per premium gate: its name as a person reads it, and one line on what Premium gives there. */
export const PREMIUM_FEATURE_MESSAGES: Readonly<
  Record<PremiumFeature, { title: MessageId; gives: MessageId }>
> = {
  analytics_dashboard: {
    title: 'plans.feature.analytics_dashboard.title',
    gives: 'plans.feature.analytics_dashboard.gives',
  },
  advanced_analysis: {
    title: 'plans.feature.advanced_analysis.title',
    gives: 'plans.feature.advanced_analysis.gives',
  },
  unlimited_uploads: {
    title: 'plans.feature.unlimited_uploads.title',
    gives: 'plans.feature.unlimited_uploads.gives',
  },
  priority_support: {
    title: 'plans.feature.priority_support.title',
    gives: 'plans.feature.priority_support.gives',
  },
  custom_templates: {
    title: 'plans.feature.custom_templates.title',
    gives: 'plans.feature.custom_templates.gives',
  },
  bulk_operations: {
    title: 'plans.feature.bulk_operations.title',
    gives: 'plans.feature.bulk_operations.gives',
  },
};

/** The contact topic that asks about the Premium plan (the contact page fills in category and subject). */
export const PREMIUM_CONTACT_TOPIC = 'premium';
/** Where a locked feature's action goes: the contact form, about the Premium plan. */
export const PREMIUM_CONTACT_HREF = `/contact?topic=${PREMIUM_CONTACT_TOPIC}`;
