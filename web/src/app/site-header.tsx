import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useLocation } from "wouter";
import { Logo } from "../components/logo";
import { Button } from "../components/ui/button";
import { useLogOut } from "../features/auth/api/log-out";
import { AuthActions, MainNavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";

const MobileMenu = lazy(() => import("./mobile-menu"));

export function SiteHeader() {
  const [pathname] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's code loads on the first open (or when the button is first pointed at), then stays.
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Lives here, not in the menu, so signing out finishes even though choosing it closes the menu.
  const logout = useLogOut();
  const pendingScroll = useRef<(() => void) | null>(null);
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
        {/* The logo and the main links keep their place on the left whatever the account links on the
            right turn out to be (visitor's or signed-in), so swapping them moves nothing else. */}
        <div className="flex min-w-0 items-center gap-4 lg:gap-6">
          <Logo />
          <nav className="hidden items-center gap-1 md:flex" aria-label="Main">
            <MainNavLinks layout="bar" />
          </nav>
        </div>

        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">
            <AuthActions layout="bar" onSignOut={signOut} signingOut={logout.isPending} />
          </div>
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={() => setMenuWanted(true)}
            onFocus={() => setMenuWanted(true)}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
          >
            <Menu aria-hidden className="size-5!" />
          </Button>
          {menuWanted ? (
            <Suspense fallback={null}>
              <MobileMenu
                open={menuOpen}
                onOpenChange={setMenuOpen}
                onLanding={onLanding}
                onSignOut={signOut}
                signingOut={logout.isPending}
                deferScroll={(scroll) => {
                  pendingScroll.current = scroll;
                }}
                onClosed={(event) => {
                  event.preventDefault();
                  menuButton.current?.focus({ preventScroll: true });
                  const scroll = pendingScroll.current;
                  pendingScroll.current = null;
                  scroll?.();
                }}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
