import { PlaceholderPage } from "../../../components/placeholder-page";
import { useCurrentUser } from "../../auth/api/use-current-user";

export default function GeneratorPage() {
  const { isLoading, isSignedIn } = useCurrentUser();
  const anonymous = !isLoading && !isSignedIn;
  return <PlaceholderPage title={anonymous ? "Free Demo" : "Generate Product Description"} />;
}
