import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Pin the root to this folder so the build lands in web/dist whatever the working directory.
const root = fileURLToPath(new URL(".", import.meta.url));

// In development the gateway (npm start, port 3000) serves the API; the browser talks to Vite
// on its own origin and /api is forwarded, so cookies stay first-party. `vite preview` reuses it.
const api = { "/api": { target: "http://localhost:3000", changeOrigin: false } };

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
  server: { proxy: api },
  preview: { proxy: api },
});
