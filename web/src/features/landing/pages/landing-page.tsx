import { Link } from "wouter";
import { SparkIcon } from "../../../components/icons";
import { PageTitle } from "../../../components/page-title";
import { useScrollToHashOnLoad } from "../../../lib/section-scroll";

const features = [
  {
    title: "Save hours every week",
    text: "Turn a product name and a few keywords into a finished listing in seconds, not an afternoon.",
  },
  {
    title: "Boost SEO automatically",
    text: "Your keywords land where search engines and marketplace search look for them.",
  },
  {
    title: "Texts that sell",
    text: "Benefit-led copy in the tone your store needs: professional, casual, luxury or technical.",
  },
];

/** The landing page. The remaining sections (spec §2) arrive with the landing issue. */
export default function LandingPage() {
  useScrollToHashOnLoad();

  return (
    <>
      <PageTitle>ShopScript</PageTitle>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <p className="badge">
            <SparkIcon width={14} height={14} />
            7-day free trial
          </p>
          <h1 id="hero-title" className="hero-title">
            Product descriptions that <span className="text-gradient">sell</span>, written in seconds
          </h1>
          <p className="hero-lead">
            ShopScript turns a product name, keywords, a platform and a writing style into a sales-focused,
            SEO-friendly description for Amazon, Shopify, Etsy and more.
          </p>
          <div className="hero-actions">
            <Link href="/signup" className="btn btn-primary btn-lg">
              Start Free Trial
            </Link>
            <Link href="/generator" className="btn btn-outline btn-lg">
              View Demo
            </Link>
          </div>
          <ul className="hero-notes">
            <li>No credit card required</li>
            <li>Supports all platforms</li>
          </ul>
        </div>
      </section>

      <section id="features" className="section" aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title" className="section-title">
            Everything you need to list faster
          </h2>
          <div className="feature-grid">
            {features.map((feature) => (
              <article key={feature.title} className="card feature-card">
                <h3 className="feature-title">{feature.title}</h3>
                <p className="muted">{feature.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
