import { Link } from "wouter";
import { LogoMark } from "../components/icons";
import { SectionLink } from "../components/section-link";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Link href="/" className="logo" aria-label="ShopScript home">
            <LogoMark />
            <span className="logo-text">ShopScript</span>
          </Link>
          <p className="muted">
            AI product descriptions that sell, for Amazon, Shopify, Etsy and every other store you list on.
          </p>
        </div>

        <nav className="footer-col" aria-label="Product">
          <h2 className="footer-heading">Product</h2>
          <SectionLink section="features" className="footer-link">
            Features
          </SectionLink>
          <SectionLink section="pricing" className="footer-link">
            Pricing
          </SectionLink>
          <SectionLink section="how-it-works" className="footer-link">
            How it works
          </SectionLink>
          <SectionLink section="faq" className="footer-link">
            FAQ
          </SectionLink>
        </nav>

        <nav className="footer-col" aria-label="Support">
          <h2 className="footer-heading">Support</h2>
          <Link href="/contact" className="footer-link">
            Help Center
          </Link>
          <Link href="/contact" className="footer-link">
            Contact
          </Link>
        </nav>

        <nav className="footer-col" aria-label="Legal">
          <h2 className="footer-heading">Legal</h2>
          <Link href="/privacy" className="footer-link">
            Privacy Policy
          </Link>
          <Link href="/terms" className="footer-link">
            Terms of Service
          </Link>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p className="muted">© {year} ShopScript. All rights reserved.</p>
      </div>
    </footer>
  );
}
