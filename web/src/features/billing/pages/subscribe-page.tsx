import { PlaceholderPage } from "../../../components/placeholder-page";

/** Will start the payment on load; until then it must not call create-subscription. */
export default function SubscribePage() {
  return <PlaceholderPage title="Subscribe" subtitle="Keep unlimited access to all features." />;
}
