import { Layout } from "./layout";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

export function App() {
  return (
    <AppProviders>
      <Layout>
        <AppRouter />
      </Layout>
    </AppProviders>
  );
}
