import { DESCRIPTION_RESTORE_HOURS, TRIAL_DAYS } from "@shopscript/contracts";
import { Link } from "wouter";
import { LegalPage } from "../components/legal-page";

const PRIVACY_EMAIL = "info@shopscript.app";

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="What ShopScript collects, why, how long it keeps it, and how to have your account and data deleted."
      intro={
        <p>
          This policy explains what personal data ShopScript collects when you use our website and service,
          why we collect it, how long we keep it and what your rights are. We collect as little as we can, we
          never sell your data, and we do not use advertising trackers.
        </p>
      }
    >
      <h2>1. Who we are</h2>
      <p>
        ShopScript (&ldquo;we&rdquo;, &ldquo;us&rdquo;) provides an online service that writes product
        descriptions for online sellers. We are based in the Netherlands and are the controller of the
        personal data described here under the EU General Data Protection Regulation (GDPR). You can reach us
        about privacy at <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
      </p>

      <h2>2. What we collect</h2>
      <h3>Your account</h3>
      <ul>
        <li>
          <strong>Email address</strong>, to sign you in and to send you account emails (confirming your
          address, resetting your password, receipts and subscription notices).
        </li>
        <li>
          <strong>Password</strong>, which we never store as you typed it: we keep only a one-way hash
          (argon2id) that cannot be turned back into your password.
        </li>
        <li>
          <strong>Account facts</strong>: when you signed up and your {TRIAL_DAYS}-day trial started, whether
          you confirmed your email address, and whether you have a subscription.
        </li>
      </ul>
      <h3>What you write with ShopScript</h3>
      <ul>
        <li>
          <strong>Product details you enter</strong> (product name, keywords and features, platform, writing
          style, and a product URL if you give one) are used to write your description. If you give a URL, we
          fetch that public page to read the product details from it.
        </li>
        <li>
          <strong>Saved descriptions</strong>: when you save a description we store it with the details you
          entered, so you can find, copy and export it from your dashboard.
        </li>
        <li>
          Unless you save it, we do not keep the text you enter or the description we write. We only record
          that a description was generated, for which platform and in which writing style, to run and improve
          the service.
        </li>
      </ul>
      <h3>Payments</h3>
      <p>
        Payments are handled by our payment provider, Stripe. You enter your card details on Stripe&apos;s
        checkout page; they never reach our servers. We receive and keep a customer reference, your
        subscription&apos;s plan and status, and its billing dates.
      </p>
      <h3>Technical data</h3>
      <ul>
        <li>
          <strong>IP address</strong>, used to protect the service against abuse (limits on sign-in attempts
          and requests) and, if you try the free demo without an account, to remember for 24 hours that the
          demo was used.
        </li>
        <li>
          <strong>Server logs</strong> of requests (time, address, path and outcome) for security and
          troubleshooting. Passwords, session tokens and cookies are never written to logs.
        </li>
      </ul>

      <h2>3. Cookies and browser storage</h2>
      <p>
        We use one cookie: a session cookie that keeps you signed in. It is strictly necessary, cannot be read
        by scripts and expires after 14 days or when you sign out. We also store two small values in your
        browser: your light or dark theme choice, and whether you have used the free demo. We use no
        advertising or analytics cookies, so we do not ask you to accept any.
      </p>

      <h2>4. Why we use your data, and on what basis</h2>
      <ul>
        <li>
          To provide the service you signed up for: your account, writing and saving descriptions, your
          subscription and its emails (performance of our contract with you).
        </li>
        <li>
          To keep the service secure and working, prevent abuse and fix problems (our legitimate interest in a
          safe, reliable service).
        </li>
        <li>To keep accounting records of payments as the law requires (legal obligation).</li>
      </ul>
      <p>
        We do not use your data for automated decisions about you, and we do not sell it or share it for
        advertising.
      </p>

      <h2>5. Who else processes your data</h2>
      <p>
        We use a small number of service providers who process data on our behalf and under our instructions:
      </p>
      <ul>
        <li>our hosting provider, which runs our servers and databases;</li>
        <li>Stripe, for payments and the billing portal;</li>
        <li>an email delivery provider, which sends our account and billing emails;</li>
        <li>
          when we use an AI language model provider to write descriptions, the product details you enter are
          sent to that provider to produce the text. They are not used to identify you, and we send no account
          data with them.
        </li>
      </ul>
      <p>
        Where a provider processes data outside the European Economic Area, we rely on the safeguards the GDPR
        requires, such as the European Commission&apos;s standard contractual clauses.
      </p>

      <h2>6. How long we keep it</h2>
      <ul>
        <li>Your account data and saved descriptions: for as long as you have an account.</li>
        <li>
          A saved description you delete disappears from your dashboard at once. We keep it for{" "}
          {DESCRIPTION_RESTORE_HOURS} hours so that a delete can be undone, then delete it for good.
        </li>
        <li>
          When you delete your account, we delete your personal data, including all your saved descriptions,
          within 30 days, except the payment records the law requires us to keep.
        </li>
        <li>Demo and rate-limit records tied to an IP address: a few minutes up to 24 hours.</li>
        <li>Payment and invoice records: for the period Dutch tax law requires (currently seven years).</li>
      </ul>

      <h2>7. Your rights</h2>
      <p>Under the GDPR you have the right to:</p>
      <ul>
        <li>access the personal data we hold about you and receive a copy of it;</li>
        <li>have incorrect data corrected;</li>
        <li>have your data deleted, which you can do yourself by deleting your account;</li>
        <li>
          receive your data in a portable format: you can export your saved descriptions as CSV or JSON at any
          time;
        </li>
        <li>object to processing based on our legitimate interests, or ask us to restrict it.</li>
      </ul>
      <p>
        To use any of these rights, email <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. We answer
        within one month. If you are not satisfied with our answer, you can complain to the Dutch Data
        Protection Authority (Autoriteit Persoonsgegevens) or the data protection authority where you live.
      </p>

      <h2>8. Security</h2>
      <p>
        Connections to ShopScript are encrypted. Passwords are hashed, email links expire (password reset
        links after 1 hour) and can be used only once, and signing out ends your session on our servers at
        once. Access to our systems is limited to the people who need it to run the service.
      </p>

      <h2>9. Children</h2>
      <p>
        ShopScript is a service for businesses and is not meant for anyone under 16. We do not knowingly
        collect their data.
      </p>

      <h2>10. Changes to this policy</h2>
      <p>
        If we change this policy, we update the date at the top. If a change matters for how we use your data,
        we also tell you by email before it takes effect.
      </p>

      <h2>11. Contact</h2>
      <p>
        Questions about privacy? Email <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> or use our{" "}
        <Link href="/contact">contact page</Link>. See also our <Link href="/terms">Terms of Service</Link>.
      </p>
    </LegalPage>
  );
}
