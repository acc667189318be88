import { LogOut, Menu, UserRound } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { Logo } from "../components/logo";
import { SectionLink } from "../components/section-link";
import { Button } from "../components/ui/button";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from "../components/ui/sheet";
import { useCurrentUser } from "../features/auth/api/get-current-user";
import { useLogOut } from "../features/auth/api/log-out";
import { cn } from "../lib/utils";
import { ThemeToggle } from "./theme-toggle";

interface NavProps {
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
function MainNavLinks({ onNavigate, runScroll, layout }: NavProps) {
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

interface AuthActionsProps extends NavProps {
  onSignOut: () => void;
  signingOut: boolean;
}

function AuthActions({ onNavigate, layout, onSignOut, signingOut }: AuthActionsProps) {
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

export function SiteHeader() {
  const [pathname] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Lives here, not in the menu, so signing out finishes even though choosing it closes the menu.
  const logout = useLogOut();
  const closeMenu = () => setMenuOpen(false);
  // A section link chosen in the menu scrolls once the menu has closed and released its scroll lock.
  const pendingScroll = useRef<(() => void) | null>(null);
  const deferScroll = (scroll: () => void) => {
    pendingScroll.current = scroll;
  };
  const runPendingScroll = () => {
    const scroll = pendingScroll.current;
    pendingScroll.current = null;
    scroll?.();
  };
  const onLanding = pathname === "/";

  // Close on navigation by any means (back button included); Radix handles Escape.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    if (menuOpen) setMenuOpen(false);
  }

  const signOut = () => logout.mutate();

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />

        <nav className="hidden items-center gap-1 md:flex" aria-label="Main">
          <MainNavLinks layout="bar" />
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">
            <AuthActions layout="bar" onSignOut={signOut} signingOut={logout.isPending} />
          </div>
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <Menu aria-hidden className="size-5!" />
              </Button>
            </SheetTrigger>
            <SheetContent side="right" aria-describedby={undefined} onCloseAutoFocus={runPendingScroll}>
              <SheetHeader>
                <SheetTitle className="sr-only">Menu</SheetTitle>
                <Logo onClick={closeMenu} />
              </SheetHeader>
              {/* Section links only make sense where the sections are (spec §2). */}
              {onLanding ? (
                <nav className="flex flex-col gap-1 border-b border-border pb-4" aria-label="Main">
                  <MainNavLinks layout="menu" onNavigate={closeMenu} runScroll={deferScroll} />
                </nav>
              ) : null}
              <div className="flex flex-col gap-2">
                <AuthActions
                  layout="menu"
                  onNavigate={closeMenu}
                  onSignOut={signOut}
                  signingOut={logout.isPending}
                />
              </div>
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
