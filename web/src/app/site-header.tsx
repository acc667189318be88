import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { CloseIcon, LogoMark, MenuIcon } from "../components/icons";
import { SectionLink } from "../components/section-link";
import { useCurrentUser } from "../features/auth/api/use-current-user";
import { useLogout } from "../features/auth/api/use-logout";
import { ThemeToggle } from "./theme-toggle";

interface NavProps {
  /** Called when a link is chosen, so the mobile menu can close. */
  onNavigate?: () => void;
}

function MainNavLinks({ onNavigate }: NavProps) {
  return (
    <>
      <SectionLink className="nav-link" onNavigate={onNavigate}>
        Home
      </SectionLink>
      <SectionLink section="features" className="nav-link" onNavigate={onNavigate}>
        Features
      </SectionLink>
      <SectionLink section="pricing" className="nav-link" onNavigate={onNavigate}>
        Pricing
      </SectionLink>
      <Link href="/contact" className={navLinkClass} onClick={onNavigate}>
        Contact
      </Link>
    </>
  );
}

const navLinkClass = (active: boolean) => (active ? "nav-link is-active" : "nav-link");

function AuthActions({ onNavigate }: NavProps) {
  const { isLoading, isSignedIn } = useCurrentUser();
  const logout = useLogout();

  // Render nothing until we know, rather than flashing the wrong buttons.
  if (isLoading) return <span className="auth-actions-pending" aria-hidden />;

  if (!isSignedIn) {
    return (
      <>
        <Link href="/login" className="btn btn-ghost" onClick={onNavigate}>
          Sign In
        </Link>
        <Link href="/signup" className="btn btn-primary" onClick={onNavigate}>
          Start Free Trial
        </Link>
      </>
    );
  }

  return (
    <>
      <Link href="/dashboard" className="btn btn-ghost" onClick={onNavigate}>
        Dashboard
      </Link>
      <Link href="/generator" className="btn btn-primary" onClick={onNavigate}>
        New
      </Link>
      <button
        type="button"
        className="btn btn-outline"
        disabled={logout.isPending}
        onClick={() => {
          onNavigate?.();
          logout.mutate();
        }}
      >
        Sign Out
      </button>
    </>
  );
}

export function SiteHeader() {
  const [pathname] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const onLanding = pathname === "/";

  // Close on navigation by any means (back button included) and on Escape.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link href="/" className="logo" aria-label="ShopScript home" onClick={closeMenu}>
          <LogoMark />
          <span className="logo-text">ShopScript</span>
        </Link>

        <nav className="main-nav" aria-label="Main">
          <MainNavLinks />
        </nav>

        <div className="header-actions">
          <ThemeToggle />
          <div className="auth-actions">
            <AuthActions />
          </div>
          <button
            type="button"
            className="btn btn-ghost btn-icon menu-button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      <div id="mobile-menu" className="mobile-menu" hidden={!menuOpen}>
        <div className="container mobile-menu-inner">
          {/* Section links only make sense where the sections are (spec §2). */}
          {onLanding ? (
            <nav className="mobile-nav" aria-label="Main">
              <MainNavLinks onNavigate={closeMenu} />
            </nav>
          ) : null}
          <div className="mobile-auth">
            <AuthActions onNavigate={closeMenu} />
          </div>
        </div>
      </div>
    </header>
  );
}
