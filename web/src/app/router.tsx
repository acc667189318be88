import { Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { Spinner } from "../components/ui/spinner";
import { RouteErrorBoundary } from "./error-boundary";
import { lazyPage } from "./lazy-page";
import { NotFoundPage } from "./not-found-page";

// Every screen is its own chunk, the landing page included: a visitor downloads the shell (header, footer,
// router) and the code of the page they opened, nothing else. Prerendered pages preload their chunk
// (scripts/prerender.mjs), so hydrating them costs no extra round trip.
const LandingPage = lazyPage(() => import("../features/landing/pages/landing-page"));
const AuthPage = lazyPage(() => import("../features/auth/pages/auth-page"));
const VerifyEmailPage = lazyPage(() => import("../features/auth/pages/verify-email-page"));
const ForgotPasswordPage = lazyPage(() => import("../features/auth/pages/forgot-password-page"));
const ResetPasswordPage = lazyPage(() => import("../features/auth/pages/reset-password-page"));
const GeneratorPage = lazyPage(() => import("../features/generator/pages/generator-page"));
const DashboardPage = lazyPage(() => import("../features/dashboard/pages/dashboard-page"));
const BatchesPage = lazyPage(() => import("../features/catalog-batches/pages/batches-page"));
const BatchPage = lazyPage(() => import("../features/catalog-batches/pages/batch-page"));
const AccountPage = lazyPage(() => import("../features/account/pages/account-page"));
const SubscribePage = lazyPage(() => import("../features/billing/pages/subscribe-page"));
const SubscribedPage = lazyPage(() => import("../features/billing/pages/subscribed-page"));
const PricingPage = lazyPage(() => import("../features/pricing/pages/pricing-page"));
const ContactPage = lazyPage(() => import("../features/contact/pages/contact-page"));
const PrivacyPage = lazyPage(() => import("../features/legal/pages/privacy-page"));
const TermsPage = lazyPage(() => import("../features/legal/pages/terms-page"));
const ApiKeysPage = lazyPage(() => import("../features/developer/pages/api-keys-page"));
const AnalyticsPage = lazyPage(() => import("../features/developer/pages/analytics-page"));
const ApiDocsPage = lazyPage(() => import("../features/developer/pages/api-docs-page"));
const VoicesPage = lazyPage(() => import("../features/voices/pages/voices-page"));
const ConnectionsPage = lazyPage(() => import("../features/store-publishing/pages/connections-page"));

/** Each path's page, for loading its chunk before hydrating a prerendered page (main.tsx). */
const PAGES_BY_PATH: Record<string, { preload(): Promise<void> }> = {
  "/": LandingPage,
  "/login": AuthPage,
  "/signup": AuthPage,
  "/verify-email": VerifyEmailPage,
  "/forgot-password": ForgotPasswordPage,
  "/reset-password": ResetPasswordPage,
  "/generator": GeneratorPage,
  "/dashboard": DashboardPage,
  "/batches": BatchesPage,
  "/account": AccountPage,
  "/subscribe": SubscribePage,
  "/subscribed": SubscribedPage,
  "/pricing": PricingPage,
  "/contact": ContactPage,
  "/privacy": PrivacyPage,
  "/terms": TermsPage,
  "/api-keys": ApiKeysPage,
  "/analytics": AnalyticsPage,
  "/docs/api": ApiDocsPage,
  "/voices": VoicesPage,
  "/connections": ConnectionsPage,
};

/** Loads the chunk of the page at `pathname` (nothing for an unknown path: the not-found page is in the shell). */
export function preloadPage(pathname: string): Promise<void> {
  return PAGES_BY_PATH[pathname]?.preload() ?? Promise.resolve();
}

function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Loading…" className="size-8" />
    </div>
  );
}

/** Routes of spec §2. */
export function AppRouter() {
  const [pathname] = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route path="/login">
            <AuthPage mode="login" />
          </Route>
          <Route path="/signup">
            <AuthPage mode="signup" />
          </Route>
          <Route path="/verify-email" component={VerifyEmailPage} />
          <Route path="/forgot-password" component={ForgotPasswordPage} />
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/generator" component={GeneratorPage} />
          <Route path="/dashboard" component={DashboardPage} />
          <Route path="/batches" component={BatchesPage} />
          <Route path="/batches/:id" component={BatchPage} />
          <Route path="/account" component={AccountPage} />
          <Route path="/subscribe" component={SubscribePage} />
          <Route path="/subscribed" component={SubscribedPage} />
          <Route path="/pricing" component={PricingPage} />
          <Route path="/contact" component={ContactPage} />
          <Route path="/privacy" component={PrivacyPage} />
          <Route path="/terms" component={TermsPage} />
          <Route path="/api-keys" component={ApiKeysPage} />
          <Route path="/analytics" component={AnalyticsPage} />
          <Route path="/voices" component={VoicesPage} />
          <Route path="/connections" component={ConnectionsPage} />
          <Route path="/docs/api" component={ApiDocsPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
