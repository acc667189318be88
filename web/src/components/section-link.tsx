import type { MouseEvent, ReactNode } from "react";
import { useLocation } from "wouter";
import { scrollToSection, scrollToTop } from "../lib/section-scroll";

interface SectionLinkProps {
  /** Landing-page section id (e.g. "features"); omitted for the top of the landing page. */
  section?: string;
  className?: string;
  children: ReactNode;
  /** Called on every activation, e.g. to close the mobile menu. */
  onNavigate?: () => void;
  /**
   * Runs the scroll on the landing page; by default at once. The mobile menu passes a function
   * that holds it until the menu has closed, because releasing the menu's scroll lock would
   * cut a smooth scroll short.
   */
  runScroll?: (scroll: () => void) => void;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to a landing-page section. On the landing page it scrolls there; elsewhere it goes to
 * the landing page with the anchor, which the landing page scrolls to once shown (spec §2).
 */
export function SectionLink({ section, className, children, onNavigate, runScroll }: SectionLinkProps) {
  const [pathname, navigate] = useLocation();
  const href = section ? `/#${section}` : "/";

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    // Let the browser handle new-tab and download gestures.
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    if (pathname !== "/") {
      navigate(href);
      return;
    }
    navigate(href, { replace: true });
    const scroll = () => {
      if (!section || !scrollToSection(section)) scrollToTop(true);
    };
    if (runScroll) runScroll(scroll);
    else scroll();
  };

  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
