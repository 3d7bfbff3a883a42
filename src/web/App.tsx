import { DirectionProvider } from '@radix-ui/react-direction';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { isRightToLeft, type LanguageCode } from '../shared/languages';
import type { User } from '../shared/schemas/user';
import { LoadingScreen } from './components/ui/LoadingScreen';
import { UserGate } from './features/auth/UserGate';
import { LandingScreen } from './features/landing/LandingScreen';
import { SHELL_PATHS } from './features/shell/views';
import { SUBSCRIPTION_PATHS } from './features/subscription/subscription-paths';
import { SupportChat } from './features/support/SupportChat';
import { lazyScreen } from './lib/lazy-screen';

// The landing page ships in the first bundle; every other screen loads when first opened.
const LoginScreen = lazyScreen(() => import('./features/auth/LoginScreen'), 'LoginScreen');
const RegisterScreen = lazyScreen(() => import('./features/auth/RegisterScreen'), 'RegisterScreen');
const ForgotPasswordScreen = lazyScreen(() => import('./features/auth/ForgotPasswordScreen'), 'ForgotPasswordScreen');
const ResetPasswordScreen = lazyScreen(() => import('./features/auth/ResetPasswordScreen'), 'ResetPasswordScreen');
const AppShell = lazyScreen(() => import('./features/shell/AppShell'), 'AppShell');
const PrivacyScreen = lazyScreen(() => import('./features/privacy/PrivacyScreen'), 'PrivacyScreen');
const PublicContactScreen = lazyScreen(() => import('./features/contact/PublicContactScreen'), 'PublicContactScreen');
const PublicHelpScreen = lazyScreen(() => import('./features/help/PublicHelpScreen'), 'PublicHelpScreen');
const AccessRequired = lazyScreen(() => import('./features/auth/AccessRequired'), 'AccessRequired');
const SubscriptionPages = lazyScreen(() => import('./features/subscription/SubscriptionPages'), 'SubscriptionPages');
const AdminScreen = lazyScreen(() => import('./features/admin/AdminScreen'), 'AdminScreen');

const shell = (user: User) => <AppShell user={user} />;

export function App() {
  const { i18n } = useTranslation();
  // Radix's tabs, menus and switches read the direction from here; without it they lay themselves out left to right.
  return (
    <DirectionProvider dir={isRightToLeft(i18n.language as LanguageCode) ? 'rtl' : 'ltr'}>
      <Suspense fallback={<LoadingScreen />}>
        <Routes />
      </Suspense>
      {/* The support chatbot, on the landing page and the public pages; Settings opens it inside the app. */}
      <SupportChat />
    </DirectionProvider>
  );
}

function Routes() {
  return (
    <Switch>
      {SHELL_PATHS.map((path) => (
        <Route key={path} path={path}>
          <UserGate signedIn={shell} signedOut={<LoginScreen />} />
        </Route>
      ))}
      {/* The plan and payment screens: signed in, outside the shell's tabs. */}
      {SUBSCRIPTION_PATHS.map((path) => (
        <Route key={path} path={path}>
          <UserGate signedIn={(user) => <SubscriptionPages user={user} />} signedOut={<LoginScreen />} />
        </Route>
      ))}
      {/* The admin dashboard: a non-admin gets 'Accesso negato' there, and no admin call is made. */}
      <Route path="/admin">
        <UserGate signedIn={(user) => <AdminScreen user={user} />} signedOut={<LoginScreen />} />
      </Route>
      {/* The trash says 'Accesso richiesto' to a visitor instead of showing the login form. */}
      <Route path="/cestino">
        <UserGate signedIn={shell} signedOut={<AccessRequired />} />
      </Route>
      {/* Signed in, the contact form opens inside the shell; a visitor gets it on a public page. */}
      <Route path="/contact">
        <UserGate signedIn={shell} signedOut={<PublicContactScreen />} />
      </Route>
      {/* The help page: inside the shell when signed in, a public page for a visitor. */}
      <Route path="/help">
        <UserGate signedIn={shell} signedOut={<PublicHelpScreen />} />
      </Route>
      <Route path="/privacy" component={PrivacyScreen} />
      <Route path="/login">
        <UserGate signedIn={() => <Redirect to="/app" />} signedOut={<LoginScreen />} />
      </Route>
      <Route path="/register">
        <UserGate signedIn={() => <Redirect to="/app" />} signedOut={<RegisterScreen />} />
      </Route>
      <Route path="/forgot-password" component={ForgotPasswordScreen} />
      <Route path="/reset-password" component={ResetPasswordScreen} />
      <Route component={LandingScreen} />
    </Switch>
  );
}
