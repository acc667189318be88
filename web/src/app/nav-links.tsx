// The header's links, shared by the desktop bar and the mobile side menu.
import { LogOut, UserRound } from "lucide-react";
import { Link, useLocation } from "wouter";
import { SectionLink } from "../components/section-link";
import { Button } from "../components/ui/button";
import { useCurrentUser } from "../features/auth/api/get-current-user";
import { useHydrated } from "../lib/use-hydrated";
import { cn } from "../lib/utils";

export interface NavProps {
  /** Called when a link is chosen, so the mobile menu can close. */
  onNavigate?: () => void;
  /** Defers section scrolling until the mobile menu has closed (see SectionLink). */
  runScroll?: (scroll: () => void) => void;
  /** "bar": the desktop header row; "menu": the stacked links of the side menu. */
  layout: "bar" | "menu";
}

const navLinkClasses = {
  bar: "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
  menu: "rounded-md px-3 py-2.5 text-base font-medium text-foreground transition-colors hover:bg-accent",
};

/** Home, Features, Pricing, Contact (spec §2). Section links scroll on the landing page. */
export function MainNavLinks({ onNavigate, runScroll, layout }: NavProps) {
  const [pathname] = useLocation();
  const className = navLinkClasses[layout];
  return (
    <>
      <SectionLink className={className} onNavigate={onNavigate} runScroll={runScroll}>
        Home
      </SectionLink>
      <SectionLink section="features" className={className} onNavigate={onNavigate} runScroll={runScroll}>
        Features
      </SectionLink>
      <SectionLink section="pricing" className={className} onNavigate={onNavigate} runScroll={runScroll}>
        Pricing
      </SectionLink>
      <Link
        href="/contact"
        className={cn(className, pathname === "/contact" && "text-foreground")}
        aria-current={pathname === "/contact" ? "page" : undefined}
        onClick={onNavigate}
      >
        Contact
      </Link>
    </>
  );
}

/**
 * Whether this page load began with prerendered HTML in #root (read once, when the entry script runs,
 * before React renders). Such a page shows the visitor's links in its HTML (most of its readers are
 * visitors, and a returning seller still needs "Sign In" before the script has run); a page rendered in
 * the browser knows nothing yet and holds the space instead of flashing links it may take back.
 */
const startedPrerendered =
  typeof document !== "undefined" && !!document.getElementById("root")?.firstElementChild;

export interface AuthActionsProps extends NavProps {
  onSignOut: () => void;
  signingOut: boolean;
}

export function AuthActions({ onNavigate, layout, onSignOut, signingOut }: AuthActionsProps) {
  const { isLoading, isSignedIn } = useCurrentUser();
  const hydrated = useHydrated();
  const menu = layout === "menu";
  const size = menu ? "lg" : "sm";
  const width = menu ? "w-full" : undefined;

  // Prerendering (and hydrating that HTML) shows the visitor's links, as does a prerendered page while the
  // session check is out; a page rendered in the browser holds the space until it knows.
  const showVisitorLinks = !hydrated || (isLoading && startedPrerendered);
  if (isLoading && !showVisitorLinks) return <span className={menu ? "h-24" : "h-9 w-48"} aria-hidden />;

  if (!isSignedIn) {
    return (
      <>
        <Button asChild variant={menu ? "outline" : "ghost"} size={size} className={width}>
          <Link href="/login" onClick={onNavigate}>
            Sign In
          </Link>
        </Button>
        <Button asChild size={size} className={width}>
          <Link href="/signup" onClick={onNavigate}>
            Start Free Trial
          </Link>
        </Button>
      </>
    );
  }

  // Signed in: the three places a seller works (Generate, Catalog, Dashboard), then the account.
  return (
    <>
      <Button asChild size={size} className={width}>
        <Link href="/generator" onClick={onNavigate}>
          Generate
        </Link>
      </Button>
      <Button asChild variant={menu ? "outline" : "ghost"} size={size} className={width}>
        <Link href="/batches" onClick={onNavigate}>
          Catalog
        </Link>
      </Button>
      <Button asChild variant={menu ? "outline" : "ghost"} size={size} className={width}>
        <Link href="/dashboard" onClick={onNavigate}>
          Dashboard
        </Link>
      </Button>
      <Button asChild variant={menu ? "outline" : "ghost"} size={size} className={width}>
        <Link href="/account" onClick={onNavigate}>
          <UserRound aria-hidden />
          Account
        </Link>
      </Button>
      <Button
        variant="outline"
        size={size}
        className={width}
        disabled={signingOut}
        onClick={() => {
          onNavigate?.();
          onSignOut();
        }}
      >
        <LogOut aria-hidden />
        Sign Out
      </Button>
    </>
  );
}
