import { TRIAL_DAYS } from "@shopscript/contracts";
import { Link } from "wouter";
import { PAID_PLANS, planPeriod } from "../../pricing/plans";
import { LegalPage } from "../components/legal-page";

const CONTACT_EMAIL = "info@shopscript.app";
const SUPPORT_EMAIL = "support@shopscript.app";

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      description="The terms for using ShopScript: your account, the free trial and subscriptions, and who owns the descriptions you generate."
      intro={
        <p>
          These terms are the agreement between you and ShopScript when you use our website and service. We
          have kept them as short and plain as we can. By creating an account or using ShopScript you accept
          them.
        </p>
      }
    >
      <h2>1. The service</h2>
      <p>
        ShopScript is an online service that uses artificial intelligence to write product descriptions for
        online sellers. You give a product name, keywords and features, a target platform and a writing style,
        or a product URL, and ShopScript writes a description that you can copy, save, search and export.
        ShopScript is meant for business use by sellers and store managers.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>
          You need an account with a valid email address and a password to use ShopScript beyond the free
          demo.
        </li>
        <li>
          Keep your password to yourself. You are responsible for what happens under your account; tell us at
          once at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> if you think someone else has access
          to it.
        </li>
        <li>You must be at least 16 years old and give us correct information.</li>
        <li>
          You can delete your account at any time. We then delete your data as our{" "}
          <Link href="/privacy">Privacy Policy</Link> describes.
        </li>
      </ul>

      <h2>3. Free trial</h2>
      <p>
        A new account comes with a free trial of {TRIAL_DAYS} days with full access, unlimited descriptions
        and no credit card. The trial ends by itself; it never turns into a paid subscription without you
        choosing one. After the trial you need a paid subscription to keep generating descriptions. Your saved
        descriptions stay available to you.
      </p>
      <p>Visitors without an account can try one free demo description.</p>

      <h2>4. Plans, prices and payment</h2>
      <p>After the trial you can choose one of these plans:</p>
      <ul>
        {PAID_PLANS.map((plan) => (
          <li key={plan.id}>
            <strong>{plan.name}</strong>: {plan.price}
            {planPeriod(plan)}, paid in advance.
          </li>
        ))}
      </ul>
      <p>
        Prices are in US dollars. Any taxes that apply, such as VAT, are shown before you pay. Payments are
        processed by our payment provider, Stripe, and we accept the major credit and debit cards. A
        subscription renews automatically at the end of each period until you cancel it. If we change a price,
        we tell you by email at least 30 days before it applies to you, and you can cancel before then.
      </p>

      <h2>5. Cancelling and refunds</h2>
      <ul>
        <li>
          You can cancel your subscription at any time. You keep access until the end of the period you have
          paid for, and you are not charged again.
        </li>
        <li>
          If you are not satisfied, you can ask for a refund within 7 days of subscribing by contacting{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We refund the payment in full.
        </li>
        <li>Apart from this, payments for a period that has started are not refunded.</li>
      </ul>

      <h2>6. Your content and ownership</h2>
      <ul>
        <li>
          <strong>You own what you put in and what ShopScript writes for you.</strong> To the extent we have
          any rights in the descriptions generated for you, we transfer them to you.
        </li>
        <li>
          You may use generated descriptions for any lawful purpose, including commercially: in your listings,
          your store, your marketing and for your clients.
        </li>
        <li>
          You give us only the permission we need to run the service: to process your input and store your
          saved descriptions for you. We do not publish your content or use it for anything else.
        </li>
        <li>
          You are responsible for the product details you enter and for having the right to use them,
          including the content of any product page you ask us to read.
        </li>
      </ul>

      <h2>7. Check before you publish</h2>
      <p>
        ShopScript checks every description against the rules of the chosen marketplace and is built not to
        invent product facts: every number, material and certification must come from your input or the
        product page. Still, AI-written text can contain mistakes, and marketplaces change their rules. Read
        each description before you publish it, and make sure it is accurate and meets the laws and
        marketplace rules that apply to you. You are responsible for what you publish.
      </p>

      <h2>8. Acceptable use</h2>
      <p>Do not use ShopScript to:</p>
      <ul>
        <li>describe illegal, counterfeit or prohibited products, or to mislead buyers;</li>
        <li>infringe anyone else&apos;s rights, such as copyrights or trademarks;</li>
        <li>
          break, overload or get around the limits of the service, for example by automated mass requests, or
          by creating several accounts to get more free trials or demos;
        </li>
        <li>resell or give others access to your account.</li>
      </ul>
      <p>
        If you break these rules, we may suspend or close your account, after warning you where we reasonably
        can.
      </p>

      <h2>9. Availability and changes</h2>
      <p>
        We work to keep ShopScript available and improve it, but we cannot promise it will always be free of
        interruptions or errors. We may change or add features. If we remove something essential that you pay
        for, we tell you in advance, and you can cancel and receive a refund for the unused part of your
        period.
      </p>

      <h2>10. Liability</h2>
      <p>
        ShopScript is provided with care but as it is. To the extent the law allows, we are not liable for
        indirect or consequential damage, such as lost profit, lost sales or marketplace penalties, and our
        total liability is limited to the amount you paid us in the 12 months before the damage occurred.
        These limits do not apply to damage caused by our intent or gross negligence, or where the law does
        not allow them.
      </p>

      <h2>11. Ending the agreement</h2>
      <p>
        You can stop using ShopScript and delete your account at any time. We may end the agreement with 30
        days&apos; notice by email, or at once if you seriously break these terms. Sections 6, 10 and 12
        continue to apply afterwards.
      </p>

      <h2>12. Governing law</h2>
      <p>
        These terms are governed by Dutch law. Disputes go to the competent court in the Netherlands, unless
        the law gives you the right, as a consumer, to go to the court where you live.
      </p>

      <h2>13. Changes to these terms</h2>
      <p>
        We may update these terms. We change the date at the top and, for changes that matter to you, email
        you at least 30 days before they take effect. If you do not agree, you can cancel before then.
      </p>

      <h2>14. Contact</h2>
      <p>
        Questions about these terms? Email <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or visit
        our <Link href="/contact">contact page</Link>.
      </p>
    </LegalPage>
  );
}
