import type { ReactNode } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { Guard, type GuardProps } from '../components/Guard';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { useAuth } from '../lib/auth-store';
import { lazyScreen } from '../lib/lazy-with-preload';
import { Layout, PageLoader } from './Layout';
import { RouteErrorBoundary } from './RouteError';

// Each screen is its own chunk: the landing page downloads only what it shows. The last
// argument of lazyScreen is the texts the screen shows first.
const LandingPage = lazyScreen(
  () => import('../features/landing/LandingPage'),
  'LandingPage',
  'landing',
);
const DashboardPage = lazyScreen(
  () => import('../pages/dashboard/DashboardPage'),
  'DashboardPage',
  'dashboard',
);
const PricingPage = lazyScreen(
  () => import('../features/billing/pricing/PricingPage'),
  'PricingPage',
  'pricing',
);
const LoginPage = lazyScreen(() => import('../features/auth/LoginPage'), 'LoginPage', 'auth');
const SignupPage = lazyScreen(() => import('../features/auth/SignupPage'), 'SignupPage', 'auth');
const CompleteProfilePage = lazyScreen(
  () => import('../features/auth/CompleteProfilePage'),
  'CompleteProfilePage',
  'auth',
);
const ProfilePage = lazyScreen(() => import('../pages/ProfilePage'), 'ProfilePage', 'profile');
export const LibraryPage = lazyScreen(
  () => import('../features/library/LibraryPage'),
  'LibraryPage',
  'library',
);
const ArticlePage = lazyScreen(
  () => import('../features/library/ArticlePage'),
  'ArticlePage',
  'library',
);
const CloudPage = lazyScreen(
  () => import('../features/upstream/CloudPage'),
  'CloudPage',
  'upstream',
);
const IntegrationsPage = lazyScreen(
  () => import('../features/integrations/IntegrationsPage'),
  'IntegrationsPage',
  'integrations',
);
const AdminPage = lazyScreen(() => import('../features/admin/AdminPage'), 'AdminPage', 'admin');
const AdminProjectPage = lazyScreen(
  () => import('../pages/admin-project/AdminProjectPage'),
  'AdminProjectPage',
  'workspace',
);
const CheckoutReturnPage = lazyScreen(
  () => import('../features/billing/CheckoutReturnPage'),
  'CheckoutReturnPage',
  'billing',
);
const ProjectsPage = lazyScreen(() => import('../pages/ProjectsPage'), 'ProjectsPage', 'projects');
const SignInRequired = lazyScreen(
  () => import('../features/projects/SignInRequired'),
  'SignInRequired',
  'projects',
);
// The project page's header, tabs and phase guide show these texts in its first render.
export const ProjectPage = lazyScreen(() => import('../pages/project/ProjectPage'), 'ProjectPage', [
  'projects',
  'workspace',
  'toolIndex',
  'facilitation',
  'sharing',
  'exports',
  'analysis',
  'comments',
  'runOfShow',
  'notes',
]);
const PresenterPage = lazyScreen(
  () => import('../features/facilitation/presenter/PresenterPage'),
  'PresenterPage',
  ['facilitation', 'sharing', 'runOfShow', 'notes'],
);
// A session's page with the run of show's bars above it (issue 33).
const VotingSessionPage = lazyScreen(
  () => import('../pages/project/VotingStepPage'),
  'VotingStepPage',
  ['facilitation', 'runOfShow', 'notes'],
);
const ChatPage = lazyScreen(() => import('../features/chat/ChatPage'), 'ChatPage', 'chat');
const ChatSignedOut = lazyScreen(
  () => import('../features/chat/ChatPage'),
  'ChatSignedOut',
  'chat',
);
const InvitePage = lazyScreen(() => import('../pages/InvitePage'), 'InvitePage', 'sharing');
const JoinPage = lazyScreen(() => import('../pages/JoinPage'), 'JoinPage', 'sharing');
const InviteSignedOut = lazyScreen(
  () => import('../pages/InvitePage'),
  'InviteSignedOut',
  'sharing',
);

/** '/': the dashboard when signed in, otherwise the landing page; a spinner while checking. */
function Home() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageLoader />;
  return isAuthenticated ? <DashboardPage /> : <LandingPage />;
}

/**
 * Every screen but the public ones a room's guest may use too (the library, a room's join page,
 * signing in or up) goes through Guard: it sends a guest to their room's project from any screen
 * not marked `guests` (docs/decisions/0020).
 */
const guarded = (element: ReactNode, options: Omit<GuardProps, 'children'> = {}) => (
  <Guard {...options}>{element}</Guard>
);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: guarded(<Home />, { visitors: true }) },
      { path: '/dashboard', element: guarded(<DashboardPage />) },
      { path: '/projects', element: guarded(<ProjectsPage />, { fallback: <SignInRequired /> }) },
      // The spec names the project page both ways; both are the same screen.
      { path: '/projects/:id', element: guarded(<ProjectPage />, { guests: true }) },
      { path: '/project/:id', element: guarded(<ProjectPage />, { guests: true }) },
      { path: '/projects/:id/present', element: guarded(<PresenterPage />, { guests: true }) },
      {
        path: '/projects/:id/voting/:sessionId',
        element: guarded(<VotingSessionPage />, { guests: true }),
      },
      { path: '/library', element: <LibraryPage /> },
      { path: '/library/article/:id', element: <ArticlePage /> },
      { path: '/profile', element: guarded(<ProfilePage />) },
      // A room's hub and the cloud (issue 31): offered in the user menu where UPSTREAM_URL is set.
      { path: '/cloud', element: guarded(<CloudPage />) },
      // Outgoing webhooks (issue 32, decision 0027): in the user menu of every account.
      { path: '/integrations', element: guarded(<IntegrationsPage />) },
      { path: '/chat', element: guarded(<ChatPage />, { fallback: <ChatSignedOut /> }) },
      { path: '/pricing', element: guarded(<PricingPage />, { visitors: true }) },
      { path: '/checkout/return', element: guarded(<CheckoutReturnPage />) },
      { path: '/admin', element: guarded(<AdminPage />, { requireAdmin: true }) },
      {
        path: '/admin/projects/:id',
        element: guarded(<AdminProjectPage />, { requireAdmin: true }),
      },
      {
        path: '/invite/:code',
        element: guarded(<InvitePage />, { fallback: <InviteSignedOut /> }),
      },
      // A room's join page: public, a name is all it asks (docs/decisions/0020).
      { path: '/join/:code', element: <JoinPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/complete-profile', element: <CompleteProfilePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The screens, under a BrowserRouter (App). Declarative routing rather than a data router
 * (createBrowserRouter): no screen uses loaders or actions, and the data router's machinery
 * was 16 kB gzip of the landing page's script (bench:bundle). A screen that fails to render
 * (typically its chunk, offline on a first visit) shows RouteError until the next navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const screen = useRoutes(routes);
  return <RouteErrorBoundary path={pathname}>{screen}</RouteErrorBoundary>;
}
