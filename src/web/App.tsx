import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { LoadingScreen } from './components/ui/LoadingScreen';
import { useUser } from './features/auth/useUser';
import { LandingScreen } from './features/landing/LandingScreen';
import { SHELL_PATHS } from './features/shell/views';
import { SUBSCRIPTION_PATHS } from './features/subscription/subscription-paths';

// The landing page ships in the first bundle; every other screen loads when first opened.
const LoginScreen = lazy(() => import('./features/auth/LoginScreen').then((m) => ({ default: m.LoginScreen })));
const RegisterScreen = lazy(() =>
  import('./features/auth/RegisterScreen').then((m) => ({ default: m.RegisterScreen })),
);
const ForgotPasswordScreen = lazy(() =>
  import('./features/auth/ForgotPasswordScreen').then((m) => ({ default: m.ForgotPasswordScreen })),
);
const ResetPasswordScreen = lazy(() =>
  import('./features/auth/ResetPasswordScreen').then((m) => ({ default: m.ResetPasswordScreen })),
);
const AppShell = lazy(() => import('./features/shell/AppShell').then((m) => ({ default: m.AppShell })));
const PrivacyScreen = lazy(() =>
  import('./features/privacy/PrivacyScreen').then((m) => ({ default: m.PrivacyScreen })),
);
const PublicContactScreen = lazy(() =>
  import('./features/contact/PublicContactScreen').then((m) => ({ default: m.PublicContactScreen })),
);
const SubscriptionPages = lazy(() =>
  import('./features/subscription/SubscriptionPages').then((m) => ({ default: m.SubscriptionPages })),
);
const AccessRequired = lazy(() =>
  import('./features/auth/AccessRequired').then((m) => ({ default: m.AccessRequired })),
);

function SignedIn() {
  const { data: user, isPending } = useUser();
  if (isPending) return <LoadingScreen />;
  return user ? <AppShell user={user} /> : <LoginScreen />;
}

/** The plan and payment screens: signed in, outside the shell's tabs. */
function SubscriptionRoute() {
  const { data: user, isPending } = useUser();
  if (isPending) return <LoadingScreen />;
  return user ? <SubscriptionPages user={user} /> : <LoginScreen />;
}

/** The trash says 'Accesso richiesto' to a visitor instead of showing the login form. */
function TrashRoute() {
  const { data: user, isPending } = useUser();
  if (isPending) return <LoadingScreen />;
  return user ? <AppShell user={user} /> : <AccessRequired />;
}

/** Signed in, the contact form opens inside the shell; a visitor gets it on a public page. */
function ContactRoute() {
  const { data: user, isPending } = useUser();
  if (isPending) return <LoadingScreen />;
  return user ? <AppShell user={user} /> : <PublicContactScreen />;
}

function SignedOutOnly({ children }: { children: React.ReactNode }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <LoadingScreen />;
  return user ? <Redirect to="/app" /> : children;
}

export function App() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes />
    </Suspense>
  );
}

function Routes() {
  return (
    <Switch>
      {SHELL_PATHS.map((path) => (
        <Route key={path} path={path} component={SignedIn} />
      ))}
      {SUBSCRIPTION_PATHS.map((path) => (
        <Route key={path} path={path} component={SubscriptionRoute} />
      ))}
      <Route path="/cestino" component={TrashRoute} />
      <Route path="/contact" component={ContactRoute} />
      <Route path="/privacy" component={PrivacyScreen} />
      <Route path="/login">
        <SignedOutOnly>
          <LoginScreen />
        </SignedOutOnly>
      </Route>
      <Route path="/register">
        <SignedOutOnly>
          <RegisterScreen />
        </SignedOutOnly>
      </Route>
      <Route path="/forgot-password" component={ForgotPasswordScreen} />
      <Route path="/reset-password" component={ResetPasswordScreen} />
      <Route component={LandingScreen} />
    </Switch>
  );
}
