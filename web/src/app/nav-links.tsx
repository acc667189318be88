// The header's links, shared by the desktop bar and the mobile side menu.
import { LogOut, UserRound } from "lucide-react";
import { Link, useLocation } from "wouter";
import { SectionLink } from "../components/section-link";
import { Button } from "../components/ui/button";
import { useCurrentUser } from "../features/auth/api/get-current-user";
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

export interface AuthActionsProps extends NavProps {
  onSignOut: () => void;
  signingOut: boolean;
}

export function AuthActions({ onNavigate, layout, onSignOut, signingOut }: AuthActionsProps) {
  const { isLoading, isSignedIn } = useCurrentUser();
  const menu = layout === "menu";
  const size = menu ? "lg" : "sm";
  const width = menu ? "w-full" : undefined;

  // Hold the space until we know, rather than flashing the wrong buttons.
  if (isLoading) return <span className={menu ? "h-24" : "h-9 w-48"} aria-hidden />;

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

  return (
    <>
      <Button asChild variant={menu ? "outline" : "ghost"} size={size} className={width}>
        <Link href="/dashboard" onClick={onNavigate}>
          Dashboard
        </Link>
      </Button>
      <Button asChild size={size} className={width}>
        <Link href="/generator" onClick={onNavigate}>
          New
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
