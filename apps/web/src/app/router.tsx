import type { WebPageArea } from '@resumeloop/i18n';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen';
import { OAuthResultPage } from '../features/auth/components/oauth-result-page';
import { NotFoundPage } from '../features/pages/not-found/not-found-page';
import { loadPageArea } from '../lib/i18n/page-areas';
import { RouteErrorScreen } from './error-screens';
import { FeatureRoute, GuestOnlyRoute, VerifiedRoute, VerifyEmailRoute } from './guards';
import { BareLayout, MainLayout, RootLayout } from './layouts';

// Route-level code splitting keeps the landing page light; each page module names its component. A page
// that alone uses an area of the catalogue (legal, settings, admin, bulk) names it too: the route waits for its
// messages as it waits for its code, and the first render of every other page waits for neither.
const lazyPage = <K extends string>(
  load: () => Promise<Record<K, React.ComponentType>>,
  name: K,
  area?: WebPageArea,
) => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), area ? loadPageArea(area) : undefined]);
    return { Component: module[name] };
  },
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { index: true, ...lazyPage(() => import('../features/pages/landing/landing-page'), 'LandingPage') },
          { path: 'about', ...lazyPage(() => import('../features/pages/about/about-page'), 'AboutPage') },
          {
            path: 'terms-of-service',
            ...lazyPage(() => import('../features/pages/legal/terms-page'), 'TermsPage', 'legal'),
          },
          { path: 'terms', element: <Navigate to="/terms-of-service" replace /> },
          {
            path: 'privacy-policy',
            ...lazyPage(() => import('../features/pages/legal/privacy-page'), 'PrivacyPage', 'legal'),
          },
          { path: 'privacy', element: <Navigate to="/privacy-policy" replace /> },
          { path: 'help', ...lazyPage(() => import('../features/pages/help/help-page'), 'HelpPage') },
          {
            path: 'contact',
            ...lazyPage(() => import('../features/pages/contact/contact-page'), 'ContactPage'),
          },
          {
            path: 'example-results',
            ...lazyPage(
              () => import('../features/pages/example-results/example-results-page'),
              'ExampleResultsPage',
            ),
          },
          {
            element: <GuestOnlyRoute />,
            children: [
              {
                path: 'login',
                ...lazyPage(() => import('../features/auth/components/login-page'), 'LoginPage'),
              },
              {
                path: 'register',
                ...lazyPage(() => import('../features/auth/components/register-page'), 'RegisterPage'),
              },
              {
                path: 'forgot-password',
                ...lazyPage(
                  () => import('../features/auth/components/forgot-password-page'),
                  'ForgotPasswordPage',
                ),
              },
              {
                path: 'reset-password',
                ...lazyPage(
                  () => import('../features/auth/components/reset-password-page'),
                  'ResetPasswordPage',
                ),
              },
            ],
          },
          {
            // With ?token= anyone may verify (the link arrives by email); otherwise sign-in is required.
            element: <VerifyEmailRoute />,
            children: [
              {
                path: 'verify-email',
                ...lazyPage(() => import('../features/auth/components/verify-email-page'), 'VerifyEmailPage'),
              },
            ],
          },
          // The page itself tells a guest to sign in and an unverified user to verify (SPEC §2.4).
          {
            path: 'refine',
            ...lazyPage(() => import('../features/refine/components/refine-page'), 'RefinePage'),
          },
          {
            element: <VerifiedRoute />,
            children: [
              {
                path: 'compare',
                ...lazyPage(
                  () => import('../features/compare/components/compare-page'),
                  'ComparePage',
                  'bulk',
                ),
              },
              {
                path: 'dashboard',
                ...lazyPage(() => import('../features/dashboard/components/dashboard-page'), 'DashboardPage'),
              },
              {
                path: 'settings',
                ...lazyPage(
                  () => import('../features/settings/components/settings-layout'),
                  'SettingsLayout',
                  'settings',
                ),
                children: [
                  {
                    index: true,
                    ...lazyPage(
                      () => import('../features/settings/components/settings-landing-page'),
                      'SettingsLandingPage',
                      'settings',
                    ),
                  },
                  {
                    path: 'account',
                    ...lazyPage(
                      () => import('../features/settings/components/account-settings-page'),
                      'AccountSettingsPage',
                      'settings',
                    ),
                  },
                  {
                    path: 'preferences',
                    ...lazyPage(
                      () => import('../features/settings/components/preferences-settings-page'),
                      'PreferencesSettingsPage',
                      'settings',
                    ),
                  },
                  {
                    path: 'notifications',
                    ...lazyPage(
                      () => import('../features/settings/components/notification-settings-page'),
                      'NotificationSettingsPage',
                      'settings',
                    ),
                  },
                  {
                    path: 'privacy',
                    ...lazyPage(
                      () => import('../features/settings/components/privacy-settings-page'),
                      'PrivacySettingsPage',
                      'settings',
                    ),
                  },
                  {
                    path: 'accessibility',
                    ...lazyPage(
                      () => import('../features/settings/components/accessibility-settings-page'),
                      'AccessibilitySettingsPage',
                      'settings',
                    ),
                  },
                  {
                    path: 'beta',
                    ...lazyPage(
                      () => import('../features/settings/components/beta-settings-page'),
                      'BetaSettingsPage',
                      'settings',
                    ),
                  },
                  { path: '*', element: <Navigate to="/settings" replace /> },
                ],
              },
            ],
          },
          {
            // The admin console (SPEC §6, admins only): a feature of its own, loaded only when opened.
            path: 'admin',
            element: <FeatureRoute feature="admin_panel" />,
            children: [
              {
                ...lazyPage(
                  () => import('../features/admin/components/admin-layout'),
                  'AdminLayout',
                  'admin',
                ),
                children: [
                  { index: true, element: <Navigate to="/admin/users" replace /> },
                  {
                    path: 'users',
                    ...lazyPage(
                      () => import('../features/admin/components/users-page'),
                      'UsersPage',
                      'admin',
                    ),
                  },
                  {
                    path: 'users/:userId',
                    ...lazyPage(
                      () => import('../features/admin/components/user-details-page'),
                      'UserDetailsPage',
                      'admin',
                    ),
                  },
                  {
                    path: 'feedback',
                    ...lazyPage(
                      () => import('../features/admin/components/feedback-page'),
                      'FeedbackPage',
                      'admin',
                    ),
                  },
                  {
                    path: 'settings',
                    ...lazyPage(
                      () => import('../features/admin/components/service-settings-page'),
                      'ServiceSettingsPage',
                      'admin',
                    ),
                  },
                  {
                    path: 'audit',
                    ...lazyPage(
                      () => import('../features/admin/components/audit-page'),
                      'AuditPage',
                      'admin',
                    ),
                  },
                  { path: '*', element: <Navigate to="/admin/users" replace /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          { path: 'oauth/success', element: <OAuthResultPage /> },
          { path: 'auth/oauth/success', element: <OAuthResultPage /> },
          { path: 'auth/oauth/error', element: <OAuthResultPage /> },
          {
            element: <VerifiedRoute />,
            children: [
              {
                path: 'dynamic-pdf-editor/:sessionId?',
                ...lazyPage(() => import('../features/editor/components/editor-page'), 'EditorPage'),
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
